import { noData, textTrees, tree } from '../collection-parts.ts';
import type { FileEntry, FilesCollection } from '../collection-types.ts';

/** One file a namespace of site-wide texts (content/labels/), with its editor label. */
const namespaces = [
  ['common', 'Header, footer, units and shared labels'],
  ['catalogue', 'Catalogue: tables, filters, model pages, comparison'],
  ['finder', 'Mission finder: form, ranking and results'],
  ['contactForm', 'Contact form'],
  ['solutions', 'Solution pages: shared labels'],
  ['legal', 'Legal pages: shared labels'],
  ['search', 'Site search'],
] as const;

export const labels: FilesCollection = {
  kind: 'files',
  name: 'labels',
  label: 'Site-wide texts',
  description:
    'Labels, buttons, units and messages used across the site: the header and footer, catalogue tables and filters, the contact form. Keep {{placeholders}} as they are.',
  files: namespaces.map(([ns, label]): FileEntry => ({
    name: ns,
    label,
    file: `labels/${ns.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.yaml`,
    entry: { data: noData(), texts: textTrees('labels') },
    place: tree(ns, [], 'labels'),
  })),
};

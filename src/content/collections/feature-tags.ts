import { library, shortText } from '../collection-parts.ts';

export const featureTags = library({
  name: 'feature-tags',
  label: 'Feature tags',
  labelSingular: 'Feature tag',
  folder: 'feature-tags',
  description: 'The short selling points on product cards.',
  ns: 'featureTags',
  summary: '{{text}}',
  pickedBy: { display: ['text'], search: ['text', 'id'] },
  texts: shortText('Tag'),
});

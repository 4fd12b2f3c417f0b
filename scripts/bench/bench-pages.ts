import { languages, type Language } from '../../src/i18n/languages.ts';

/**
 * One page of every type the site has (issue 10 §6), as a path under the language prefix.
 * Listings: the drones' series listing buyers land on most, and the two family listings with
 * the most cards (payloads, ground stations). Model pages: one per series.
 */
const pageTypes = [
  { type: 'home', subpath: '' },
  { type: 'solution', subpath: '/firefighting' },
  { type: 'products overview', subpath: '/products' },
  { type: 'drone listing', subpath: '/products/vtol' },
  { type: 'payload listing', subpath: '/products/Payloads' },
  { type: 'station listing', subpath: '/products/GroundStation' },
  { type: 'VTOL model', subpath: '/products/vtol/zs-VT15' },
  { type: 'multirotor model', subpath: '/products/multirotor/zs-EM25' },
  { type: 'tandem model', subpath: '/products/tandem/zs-th400' },
  { type: 'mission finder', subpath: '/products/finder' },
  { type: 'about', subpath: '/about' },
  { type: 'contact', subpath: '/contact' },
  { type: 'legal', subpath: '/privacy' },
] as const;

export interface BenchPage {
  type: string;
  lang: Language;
  path: string;
}

/** Every benched page in both languages, English first. */
export const benchPages: readonly BenchPage[] = languages.flatMap((lang) =>
  pageTypes.map(({ type, subpath }) => ({ type, lang, path: `/${lang}${subpath}` })),
);

/**
 * The benched pages whose path contains one of `filters` (`--pages vtol,contact`), or all.
 * A filter that matches nothing is a typo, not a wish to bench nothing.
 */
export function selectBenchPages(filters: readonly string[]): BenchPage[] {
  if (filters.length === 0) return [...benchPages];
  const chosen = benchPages.filter((page) => filters.some((filter) => page.path.includes(filter)));
  if (chosen.length === 0) {
    throw new Error(
      `--pages ${filters.join(',')} matches none of: ${benchPages.map((p) => p.path).join(' ')}`,
    );
  }
  return chosen;
}

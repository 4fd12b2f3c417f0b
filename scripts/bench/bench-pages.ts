import { languages, type Language } from '../../src/i18n/languages.ts';
import {
  pageKinds,
  pageSubpath,
  type PageKind,
  type PageRef,
} from '../../src/routing/site-pages.ts';

/**
 * One page of every type the site has (issue 10 §6), as each kind declares its samples in the
 * page registry, with the path under the language prefix.
 */
const pageTypes = (Object.keys(pageKinds) as PageKind[]).flatMap((kind) =>
  (pageKinds[kind].bench ?? []).map(({ type, page }) => {
    const subpath = pageSubpath({ kind, ...page } as PageRef);
    return { type, subpath: subpath ? `/${subpath}` : '' };
  }),
);

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

import { describe, expect, it } from 'vitest';
import { searchInTurn, type PagefindInstance, type PagefindResultData } from './pagefind-client.ts';

/**
 * Pagefind as its browser API behaves: one object per page, into which reading the page writes
 * the excerpt of the search that read it, and which it returns. The slow term's search takes
 * longer, as a short prefix's does, so it reads the page after the next term's search.
 */
function pagefindWithOnePage(slowTerm: string): PagefindInstance {
  const page: PagefindResultData = {
    url: '/en/products/vtol',
    excerpt: '',
    meta: {},
    sub_results: [],
  };
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  return {
    init: () => Promise.resolve(),
    options: () => Promise.resolve(),
    search: async (term) => {
      await wait(term === slowTerm ? 20 : 1);
      const data = async () => {
        await wait(1);
        page.excerpt = `matched ${term}`;
        return page;
      };
      return { results: [{ id: 'vtol', score: 1, data }] };
    },
  };
}

describe('searching as the visitor types', () => {
  it('gives each search its own reading of a page, whatever another search reads after it', async () => {
    const pagefind = pagefindWithOnePage('VT3');
    const [prefix, code] = await Promise.all([
      searchInTurn(pagefind, 'VT3', 8, () => true),
      searchInTurn(pagefind, 'ZSVT30', 8, () => true),
    ]);
    expect(prefix?.map((page) => page.excerpt)).toEqual(['matched VT3']);
    expect(code?.map((page) => page.excerpt)).toEqual(['matched ZSVT30']);
  });

  it('skips a search the visitor has typed past, and reads nothing for it', async () => {
    const pagefind = pagefindWithOnePage('VT3');
    const searched: string[] = [];
    const counting: PagefindInstance = {
      ...pagefind,
      search: (term) => {
        searched.push(term);
        return pagefind.search(term);
      },
    };
    let typedOn = false;
    const first = searchInTurn(counting, 'VT', 8, () => !typedOn);
    typedOn = true;
    const second = await searchInTurn(counting, 'VT30', 8, () => true);
    expect(await first).toBeUndefined();
    expect(second?.map((page) => page.excerpt)).toEqual(['matched VT30']);
    expect(searched).toEqual(['VT30']);
  });
});

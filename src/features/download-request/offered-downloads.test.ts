import { describe, expect, it } from 'vitest';
import { drones } from '../../catalogue/drones.ts';
import { createTestI18n } from '../../i18n/test-i18n.ts';
import { kindsOnRequest, offeredDownloads } from './offered-downloads.ts';

const i18n = await createTestI18n('en');
const em25 = drones.find((drone) => drone.slug === 'zs-EM25');
if (!em25) throw new Error('The catalogue has no ZS-EM25.');

describe('what a model page offers to download', () => {
  it('is the spec sheet, titled in the page language, and the rest on request', () => {
    const english = offeredDownloads(em25, 'en', i18n.t);
    expect(english).toEqual([
      {
        id: 'zs-EM25.specSheet.en',
        product: 'zs-EM25',
        kind: 'specSheet',
        language: 'en',
        title: 'ZS-EM25 spec sheet',
      },
    ]);
    expect(offeredDownloads(em25, 'zh', i18n.t)[0]?.title).toBe('ZS-EM25 技术规格书');
    expect(kindsOnRequest(english)).toEqual(['brochure', 'manual']);
  });

  it("adds the uploads in the page's language, with their own title and version", () => {
    const withBrochure = {
      ...em25,
      documents: [
        {
          kind: 'brochure' as const,
          language: 'zh' as const,
          file: '/documents/em25-brochure-zh.pdf',
          title: 'ZS-EM25 产品手册',
          version: '2026-11',
        },
      ],
    };
    const chinese = offeredDownloads(withBrochure, 'zh', i18n.t);
    expect(chinese.map(({ id, title, version }) => ({ id, title, version }))).toEqual([
      { id: 'zs-EM25.specSheet.zh', title: 'ZS-EM25 技术规格书', version: undefined },
      { id: 'zs-EM25.brochure.zh.em25-brochure-zh', title: 'ZS-EM25 产品手册', version: '2026-11' },
    ]);
    expect(kindsOnRequest(chinese)).toEqual(['manual']);
    // The English page does not offer the Chinese brochure: it asks sales for one.
    expect(kindsOnRequest(offeredDownloads(withBrochure, 'en', i18n.t))).toEqual([
      'brochure',
      'manual',
    ]);
  });
});

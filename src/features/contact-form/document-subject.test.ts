import { describe, expect, it } from 'vitest';
import { contactDocuments } from '../../routing/paths.ts';
import { droneModels } from '../../catalogue/drone-models.ts';
import { createTestI18n } from '../../i18n/test-i18n.ts';
import { documentRequestSubject, linkedSubject, productDisplayName } from './document-subject.ts';

describe('the subject of a document request', () => {
  it('names the product as it is printed, in both languages', async () => {
    const i18n = await createTestI18n();
    expect(documentRequestSubject('brochure', 'zs-VT15', i18n.getFixedT('en'))).toBe(
      'Brochure for ZS-VT15',
    );
    expect(documentRequestSubject('brochure', 'zs-VT15', i18n.getFixedT('zh'))).toBe(
      'ZS-VT15 产品手册',
    );
    expect(documentRequestSubject('manual', 'zs-th400', i18n.getFixedT('zh'))).toBe(
      'ZS-TH400 用户手册',
    );
  });

  it('never shows a slug for a model of the catalogue', async () => {
    const i18n = await createTestI18n();
    for (const lang of ['en', 'zh'] as const) {
      for (const model of droneModels) {
        for (const document of contactDocuments) {
          const subject = documentRequestSubject(document, model.slug, i18n.getFixedT(lang));
          expect(subject).toContain(model.name);
          expect(subject).not.toMatch(/zs-/);
        }
      }
    }
  });

  it('keeps a product it does not know as it came', () => {
    expect(productDisplayName('zs-EPS10')).toBe('zs-EPS10');
  });
});

describe('the subject a link to the form fills in', () => {
  it.each([
    [
      { document: 'brochure', product: 'zs-VT15', intent: 'download' },
      'Brochure for ZS-VT15',
      'ZS-VT15 产品手册',
    ],
    [{ product: 'zs-VT15', intent: 'quote' }, 'Quote request for ZS-VT15', 'ZS-VT15 报价咨询'],
    [{ product: 'zs-IRT35', intent: 'quote' }, 'Quote request for ZS-IRT35', 'ZS-IRT35 报价咨询'],
    [{ product: 'zs-th400', intent: 'sales' }, 'Enquiry about ZS-TH400', 'ZS-TH400 产品咨询'],
    [
      { product: 'zs-VT30', mission: true },
      'Mission enquiry: best fit ZS-VT30',
      '任务选型咨询：最佳匹配 ZS-VT30',
    ],
    [{ mission: true }, 'Mission enquiry', '任务选型咨询'],
  ] as const)('%o: "%s", "%s"', async (visit, en, zh) => {
    const i18n = await createTestI18n();
    expect(linkedSubject(visit, i18n.getFixedT('en'))).toBe(en);
    expect(linkedSubject(visit, i18n.getFixedT('zh'))).toBe(zh);
  });

  it('leaves the subject to the visitor where the link names nothing it could say', async () => {
    const i18n = await createTestI18n();
    expect(linkedSubject({ intent: 'call' }, i18n.getFixedT('en'))).toBeUndefined();
    // A product without a code is in the product field already.
    expect(
      linkedSubject({ product: 'throwing-module', intent: 'quote' }, i18n.getFixedT('en')),
    ).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { contactDocuments } from '../../routing/paths.ts';
import { droneModels } from '../../catalogue/drone-models.ts';
import { createTestI18n } from '../../i18n/test-i18n.ts';
import { documentRequestSubject, productDisplayName } from './document-subject.ts';

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

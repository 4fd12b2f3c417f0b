import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { contentDir } from '../../scripts/build-layout.ts';
import { checkContent } from '../../scripts/content/generate.ts';
import { describeProblem } from '../../scripts/content/load-content.ts';
import { BusinessHours } from '../features/contact-details/business-hours.tsx';
import { chineseTypesetting } from '../i18n/chinese-typesetting.ts';
import { I18nProvider } from '../i18n/i18n-provider.tsx';
import { sharedI18nOptions, type Resources } from '../i18n/i18n-options.ts';
import { LanguageContext } from '../i18n/use-language.ts';
import { languages, type Language } from '../i18n/languages.ts';
import { openDays, openingHoursJsonLd, typedFact } from './company-facts.ts';
import type { CompanyFacts } from './content-schema.ts';

/*
 * Company facts typed once (docs/decisions/074-company-facts-typed-once.md): the content step
 * refuses a text that types a fact, and a fact changed in content/company.yaml reaches every
 * text that quotes it, in both languages.
 */

const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- edits write what schemas forbid
type Editable = Record<string, any>;

/** The content step on a copy of content/ with some files edited as an editor might. */
function checkAfter(edits: Record<string, (document: { en: Editable; zh: Editable }) => void>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-facts-'));
  copies.push(dir);
  cpSync(contentDir, dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const full = path.join(dir, file);
    const document = parse(readFileSync(full, 'utf8')) as { en: Editable; zh: Editable };
    edit(document);
    writeFileSync(full, stringify(document));
  }
  return checkContent(dir);
}

const shipped = checkContent();
const company = shipped.content.entries.find((entry) => entry.name === 'company')!
  .data as CompanyFacts;

/** Every text of the namespaces, as "lang ns:dotted.key" → text. */
function textsOf(resources: Resources): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (node: unknown, where: string) => {
    if (typeof node === 'string') texts.set(where, node);
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node))
        walk(value, where.endsWith(':') ? `${where}${key}` : `${where}.${key}`);
  };
  for (const [lang, namespaces] of Object.entries(resources))
    for (const [ns, tree] of Object.entries(namespaces)) walk(tree, `${lang} ${ns}:`);
  return texts;
}

describe('typedFact', () => {
  it.each([
    ['Open from 08:30 on weekdays.', 'openingTime'],
    ['Open from 8:30 on weekdays.', 'openingTime'],
    ['营业至 17：30。', 'closingTime'],
    ['Call +86 755 8600 2400.', 'chinaPhone'],
    ['请致电 (0755) 8600-2400。', 'chinaPhone'],
    ['Dial 0755 86002400.', 'chinaPhone'],
    ['热线 400-860-2400', 'hotlinePhone'],
    ['Hotline 4008602400', 'hotlinePhone'],
    ['In Singapore call 6100 2400.', 'internationalPhone'],
    ['Write to Sales@ZS-UAV.com.', 'businessEmail'],
    ['Write to support@zs-uav.com.', 'supportEmail'],
    ['Visit us at 9 Keji South 12th Road.', 'shenzhenAddress'],
    ['邮编 518057', 'shenzhenAddress'],
    [
      '地址：中国广东省深圳市南山区科技南十二路9号高新创新中心 B 座 15 楼（邮编 518057）',
      'shenzhenAddress',
    ],
    ['Find us at #04-11, 10 Science Park Road.', 'singaporeAddress'],
  ])('finds the fact typed in "%s"', (text, placeholder) => {
    expect(typedFact(text, company)?.placeholder).toBe(placeholder);
  });

  it.each([
    'Open {{businessDays}} {{openingTime}}–{{closingTime}}.',
    'A battery of 2400 mAh lasts 18:30 minutes.',
    'Call us on {{chinaPhone}} or write to {{businessEmail}}.',
    'A range of 755 km at 86 km/h.',
  ])('lets "%s" through', (text) => {
    expect(typedFact(text, company)).toBeUndefined();
  });
});

describe('openDays', () => {
  it('counts the days from the first to the last, across the weekend too', () => {
    expect(openDays({ from: 'monday', to: 'saturday' })).toHaveLength(6);
    expect(openDays({ from: 'saturday', to: 'monday' })).toEqual(['saturday', 'sunday', 'monday']);
  });
});

// Each case reads a whole copy of content/: seconds on a busy machine, not milliseconds.
describe('company facts in the content step', { timeout: 60_000 }, () => {
  it('accepts the shipped content, which types no fact', () => {
    expect(shipped.problems.map(describeProblem)).toEqual([]);
  });

  it('refuses a text that types a fact, naming the file, the field and the placeholder', () => {
    const messages = checkAfter({
      'pages/contact.yaml': (d) => {
        d.en.head.description = 'Contact us, Monday to Friday 08:30 to 17:30.';
        d.zh.page.email.text = '请致电 0755-8600-2400。';
      },
      'labels/contact-form.yaml': (d) => {
        d.zh.labels.confirmation.body = '请写信至 Sales@zs-uav.com，{{email}}';
      },
      'pages/about.yaml': (d) => {
        d.en.milestones[1].text.en = 'Moved to 9 Keji South 12th Road.';
      },
    }).problems.map(describeProblem);
    const typed = (fact: string, placeholder: string) =>
      `types the company fact "${fact}": write {{${placeholder}}} instead`;
    expect(messages).toEqual(
      expect.arrayContaining([
        `content/pages/contact.yaml, English text › Title, heading and search engines › Description: ${typed('08:30', 'openingTime')}, so a change in the company facts changes this text too`,
        `content/pages/contact.yaml, Chinese text › Page text › Email › Text: ${typed('+86 755 8600 2400', 'chinaPhone')}, so a change in the company facts changes this text too`,
        `content/labels/contact-form.yaml, Chinese text › Texts › Confirmation › Body: ${typed('sales@zs-uav.com', 'businessEmail')}, so a change in the company facts changes this text too`,
        expect.stringMatching(
          /^content\/pages\/about\.yaml, Milestones › no\. 2 › What happened › What happened \(English\): types the company fact "15\/F, Block B.*": write \{\{shenzhenAddress\}\} instead/,
        ),
      ]),
    );
  });

  it('refuses a text quoting an emergency line the company facts no longer have', () => {
    const { compiled, problems } = checkAfter({
      'company.yaml': (d) => void delete d.en.businessHours.emergency,
    });
    expect(compiled).toBeUndefined();
    expect(problems.map(describeProblem)).toEqual([
      'content/pages/contact.yaml, English text › Title, heading and search engines › Description: quotes {{emergencyHours}}, which the company facts do not have: add it there (Company facts › Business hours › Emergency support) or take it out of this text',
      'content/pages/contact.yaml, Chinese text › Title, heading and search engines › Description: quotes {{emergencyHours}}, which the company facts do not have: add it there (Company facts › Business hours › Emergency support) or take it out of this text',
    ]);
  });

  it('says new hours wherever the old ones were: both languages, the thank-you, the business hours and the structured data', async () => {
    const before = textsOf(shipped.compiled!.resources);
    const oldPlaces = [...before].filter(([, text]) => text.includes('17:30')).map(([at]) => at);
    // Where the issue found the old hour after the change, and the business hours' own line.
    for (const lang of languages) {
      expect(oldPlaces).toEqual(
        expect.arrayContaining([
          `${lang} pages:contact.description`,
          `${lang} contactForm:confirmation.body`,
          `${lang} contact:hours.schedule`,
        ]),
      );
    }

    const { compiled, problems } = checkAfter({
      'company.yaml': (d) => {
        d.en.businessHours.closes = '18:15';
        d.en.businessHours.days = { from: 'monday', to: 'saturday' };
      },
    });
    expect(problems.map(describeProblem)).toEqual([]);
    const after = textsOf(compiled!.resources);
    const days: Record<Language, string> = { en: 'Monday to Saturday', zh: '周一至周六' };
    for (const at of oldPlaces) {
      const lang = at.slice(0, 2) as Language;
      expect(after.get(at), at).toContain('18:15');
      expect(after.get(at), at).toContain(days[lang]);
    }
    expect([...after].filter(([, text]) => /17:30|周一至周五|Monday to Friday/.test(text))).toEqual(
      [],
    );
    expect(
      [...after].filter(([, text]) => /\{\{(closingTime|businessDays)\}\}/.test(text)),
    ).toEqual([]);

    for (const lang of languages) {
      const i18n = createInstance().use(chineseTypesetting);
      await i18n.init({ ...sharedI18nOptions, lng: lang, resources: compiled!.resources });
      const html = renderToStaticMarkup(
        <I18nProvider i18n={i18n}>
          <LanguageContext value={lang}>
            <BusinessHours />
          </LanguageContext>
        </I18nProvider>,
      );
      expect(html).toContain(`${days[lang]} 08:30–18:15`);
      expect(html).toContain(lang === 'en' ? '24/7' : '7×24');
    }

    expect(openingHoursJsonLd(compiled!.company.businessHours)).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map(
        (day) => `https://schema.org/${day}`,
      ),
      opens: '08:30:00+08:00',
      closes: '18:15:00+08:00',
    });
  });
});

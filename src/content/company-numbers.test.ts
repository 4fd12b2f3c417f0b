import { beforeAll, describe, expect, it } from 'vitest';
import { cmsConfig, type CmsField } from '../../scripts/content/cms-config.ts';
import { readContent } from '../../scripts/content/load-content.ts';
import { hotlineText, publicSecurityRecordUrl, telHref } from '../config/company-numbers.ts';
import { companySchema, icpFilingNumber, publicSecurityFilingNumber } from './content-schema.ts';

/*
 * The company's filing numbers and 400 hotline: the forms the build accepts, the editor's words
 * for a wrong one, and the same check in the editor, which builds its RegExp from the pattern's
 * source alone (scripts/content/cms-config.ts).
 */

const icpMessage =
  'write the ICP filing number exactly as the filing system gives it, e.g. 粤ICP备12345678号 (a site number such as -1 may follow)';
const publicSecurityMessage =
  'write the public security filing number exactly as the filing system gives it, e.g. 粤公网安备44030502000001号 (14 digits)';

const icp = {
  good: ['粤ICP备12345678号', '京ICP备05048106号', '粤ICP备12345678号-1', '蜀ICP备2026033844号-12'],
  bad: [
    '',
    'ICP备12345678号', // no province
    '粤ICP备12345678', // no 号
    '粤ICP备 12345678号', // a space
    '粤icp备12345678号', // lower case
    '粤ICP证12345678号', // a licence, not a filing
    '粤B2-20090059', // the ICP licence (经营许可证) number
    '港ICP备12345678号', // Hong Kong has no ICP filing
    '粤ICP备12345号', // too few digits
    '粤ICP备12345678号-', // a dash without a site number
    '粤公网安备44030502000001号', // the other number
  ],
};

const publicSecurity = {
  good: ['粤公网安备44030502000001号', '川公网安备51012402001727号', '滇公网安备53062802000020号'],
  bad: [
    '',
    '公网安备44030502000001号', // no province
    '粤公网安备4403050200000号', // 13 digits
    '粤公网安备440305020000011号', // 15 digits
    '粤公网安备44030502000001', // no 号
    '粤公网安备 44030502000001号', // a space
    '粤公网安备44030502000001号-1', // no site number here
    '粤ICP备12345678号', // the other number
  ],
};

let editorConfig: ReturnType<typeof cmsConfig>;

// Reading every content file and generating the editor's configuration takes over a second
// alone, and several while other test files share the two cores.
beforeAll(() => {
  editorConfig = cmsConfig(readContent().content);
}, 30_000);

/** The company entry's field at a path of names, as the editor's configuration has it. */
function editorField(...names: string[]): CmsField {
  const collections = editorConfig.collections as unknown as {
    name: string;
    files?: { name: string; fields: CmsField[] }[];
  }[];
  let fields = collections
    .find((collection) => collection.name === 'company')!
    .files!.find((file) => file.name === 'company')!.fields;
  let field: CmsField | undefined;
  for (const name of names) {
    field = fields.find((candidate) => candidate.name === name);
    fields = (field as { fields?: CmsField[] } | undefined)?.fields ?? [];
  }
  return field!;
}

describe.each([
  { what: 'ICP filing number', schema: icpFilingNumber, path: 'icp', message: icpMessage, ...icp },
  {
    what: 'public security filing number',
    schema: publicSecurityFilingNumber,
    path: 'publicSecurity',
    message: publicSecurityMessage,
    ...publicSecurity,
  },
])('the $what', ({ schema, path, message, good, bad }) => {
  it.each(good)('accepts %s', (number) => {
    expect(schema.safeParse(number).success).toBe(true);
  });

  it.each(bad)('refuses "%s" in the editor’s words', (number) => {
    const result = schema.safeParse(number);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('is checked the same way in the editor, with the same words', () => {
    const field = editorField('filing', path);
    expect(field.widget).toBe('string');
    expect(field.required).toBe(true);
    const [source, editorMessage] = field.pattern!;
    expect(editorMessage).toBe(message);
    // Decap's own check: new RegExp(source), no flags.
    const editorCheck = new RegExp(source);
    for (const number of good) expect(editorCheck.test(number), number).toBe(true);
    for (const number of bad) expect(editorCheck.test(number), number).toBe(false);
  });
});

describe('the 400 hotline', () => {
  const hotline = (value: string) => companySchema.shape.phone.shape.hotline.safeParse(value);

  it.each(['400 860 2400', '400-860-2400', '4008602400'])('accepts %s', (value) => {
    expect(hotline(value).success).toBe(true);
  });

  it.each(['+86 400 860 2400', '800 860 2400', '400 860 240', '400 860 24000', '400.860.2400'])(
    'refuses %s in the editor’s words',
    (value) => {
      const result = hotline(value);
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.message).toBe(
        'write the 400 number with its ten digits: 400 860 2400',
      );
    },
  );

  it('is written 400-860-2400 and dials its ten digits, however it was entered', () => {
    for (const value of ['400 860 2400', '400-860-2400', '4008602400']) {
      expect(hotlineText(value)).toBe('400-860-2400');
      expect(telHref(value)).toBe('tel:4008602400');
    }
    // An international number keeps its +.
    expect(telHref('+86 755 8600 2400')).toBe('tel:+8675586002400');
  });
});

describe('the public security query link', () => {
  it('carries the record’s 14 digits as its code', () => {
    expect(publicSecurityRecordUrl('粤公网安备44030502000001号')).toBe(
      'https://beian.mps.gov.cn/#/query/webSearch?code=44030502000001',
    );
  });
});

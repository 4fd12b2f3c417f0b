import { describe, expect, it } from 'vitest';
import { readLocale } from '../../i18n/test-i18n.ts';
import { languages } from '../../i18n/languages.ts';
import {
  consentFields,
  consentGiven,
  contactErrorCodes,
  contactFields,
  contactIntents,
  contactLimits,
  isEmailAddress,
  isPhoneNumber,
  validateContactFields,
  validateContactForm,
  validateContactSubmission,
} from './contact-schema.ts';

const valid = {
  name: 'Li Wei',
  email: 'li.wei@example.com',
  subject: 'Quote for VT15',
  message: 'Please call me.',
};

function errorsOf(input: unknown) {
  const result = validateContactFields(input);
  return result.success ? {} : result.errors;
}

describe('a valid contact form', () => {
  it('needs only name, e-mail, subject and message', () => {
    expect(validateContactFields(valid)).toEqual({ success: true, data: valid });
  });

  it('trims fields, stores one kind of line break and leaves empty optional fields out', () => {
    const result = validateContactFields({
      ...valid,
      name: '  Li Wei \t',
      message: 'one\r\ntwo\rthree',
      company: '   ',
      phone: '',
      intent: '',
    });
    expect(result).toEqual({
      success: true,
      data: {
        ...valid,
        message: 'one\ntwo\nthree',
        company: undefined,
        phone: undefined,
        intent: undefined,
      },
    });
  });

  it('keeps every optional field', () => {
    const full = {
      ...valid,
      company: 'Grid Co.',
      phone: '+86 (755) 8600-2400',
      country: '中国',
      product: 'zs-VT15',
      intent: 'quote',
    };
    expect(validateContactFields(full)).toEqual({ success: true, data: full });
  });

  it('accepts text a buyer writes, including comparisons and Chinese', () => {
    expect(
      errorsOf({ ...valid, message: 'Payload < 5 kg, range > 200 km; 续航 > 4 小时 😀' }),
    ).toEqual({});
  });
});

describe('problems, one per field, as translation keys', () => {
  it('reports every missing required field', () => {
    expect(errorsOf({})).toEqual({
      name: 'required',
      email: 'required',
      subject: 'required',
      message: 'required',
    });
    expect(errorsOf({ ...valid, name: '   ' })).toEqual({ name: 'required' });
  });

  it('refuses values that are not text', () => {
    expect(errorsOf({ ...valid, name: 12, subject: ['a'], message: { text: 'x' } })).toEqual({
      name: 'notText',
      subject: 'notText',
      message: 'notText',
    });
    expect(errorsOf({ ...valid, company: true })).toEqual({ company: 'notText' });
  });

  it('limits lengths in characters, so Chinese and emoji count once each', () => {
    expect(errorsOf({ ...valid, message: '无'.repeat(contactLimits.message) })).toEqual({});
    expect(errorsOf({ ...valid, message: '😀'.repeat(contactLimits.message) })).toEqual({});
    expect(errorsOf({ ...valid, message: '无'.repeat(contactLimits.message + 1) })).toEqual({
      message: 'tooLong',
    });
    expect(errorsOf({ ...valid, name: 'x'.repeat(contactLimits.name + 1) })).toEqual({
      name: 'tooLong',
    });
  });

  it.each([
    ['a NUL byte', 'Li\u0000Wei'],
    ['an escape character', 'Li\u001bWei'],
    ['a C1 control', 'Li\u0085Wei'],
    ['a right-to-left override', 'Li\u202eWei'],
    ['a lone surrogate', 'Li\ud800Wei'],
    ['a line break in a one-line field', 'Li\nWei'],
  ])('refuses %s', (_title, name) => {
    expect(errorsOf({ ...valid, name })).toEqual({ name: 'controlCharacters' });
  });

  it('allows line breaks and tabs in the message only', () => {
    expect(errorsOf({ ...valid, message: 'a\n\tb' })).toEqual({});
  });

  it.each([
    '<script>alert(1)</script>',
    '</a>',
    '<img src=x onerror=alert(1)>',
    '<!-- hidden -->',
    '< script >',
  ])('refuses markup: %s', (text) => {
    expect(errorsOf({ ...valid, subject: text })).toEqual({ subject: 'markup' });
  });

  it('checks the phone number only when one is given', () => {
    expect(errorsOf({ ...valid, phone: 'call me' })).toEqual({ phone: 'phoneInvalid' });
    expect(errorsOf({ ...valid, phone: '123' })).toEqual({ phone: 'phoneInvalid' });
  });

  it('accepts only the known intents', () => {
    for (const intent of contactIntents) expect(errorsOf({ ...valid, intent })).toEqual({});
    expect(errorsOf({ ...valid, intent: 'buy-now' })).toEqual({ intent: 'intentInvalid' });
  });
});

describe('e-mail addresses, as the OWASP Input Validation Cheat Sheet suggests', () => {
  it.each([
    'name@example.com',
    'first.last+sales@sub.example.co.uk',
    'x@例子.中国',
    '12345@qq.com',
    `${'a'.repeat(63)}@example.com`,
  ])('accepts %s', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });

  it.each([
    ['no @', 'name.example.com'],
    ['two @', 'a@b@example.com'],
    ['no domain dot', 'name@localhost'],
    ['a numeric top-level domain', 'name@10.0.0.1'],
    ['a local part over 63 characters', `${'a'.repeat(64)}@example.com`],
    [
      'over 254 characters',
      `a@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(70)}.com`,
    ],
    ['a quote', 'o"neil@example.com'],
    ['an apostrophe', "o'neil@example.com"],
    ['a backtick', 'a`b@example.com'],
    ['a space', 'a b@example.com'],
    ['angle brackets', '<a@example.com>'],
    ['a comma (two addresses)', 'a@example.com,b@example.com'],
    ['a leading dot', '.a@example.com'],
    ['two dots in a row', 'a..b@example.com'],
    ['an underscore in the domain', 'a@exa_mple.com'],
    ['a hyphen ending a label', 'a@example-.com'],
  ])('refuses %s', (_title, email) => {
    expect(isEmailAddress(email)).toBe(false);
  });

  it('reports a bad address as emailInvalid, not required', () => {
    expect(errorsOf({ ...valid, email: 'name@' })).toEqual({ email: 'emailInvalid' });
  });
});

describe('phone numbers', () => {
  it.each(['+65 6100 2400', '(0755) 8600-2400', '+86.755.86002400', '13800138000'])(
    'accepts %s',
    (phone) => {
      expect(isPhoneNumber(phone)).toBe(true);
    },
  );

  it.each(['12345', '+1 800 FLOWERS', '1'.repeat(21), '++86 755 8600 2400'])(
    'refuses %s',
    (phone) => {
      expect(isPhoneNumber(phone)).toBe(false);
    },
  );
});

/** A submission as the server checks it, on a site whose leads stay in the country. */
const submit = (input: unknown) =>
  validateContactSubmission(input, { transferRecipient: undefined });
const consented = { ...valid, consentPrivacy: consentGiven };
const consents = { privacy: true, marketing: false, transfer: false };

describe('the whole submission', () => {
  it('keeps the form’s own fields and ignores an unsupported language', () => {
    const result = submit({
      ...consented,
      lang: 'fr',
      idempotencyKey: '0b9f5a52-57d4-4f6e-9a39-59a8a1d4c0de',
      formToken: 'abc',
      website: '',
      extra: 'dropped',
    });
    expect(result).toEqual({
      success: true,
      data: {
        ...valid,
        consents,
        lang: undefined,
        idempotencyKey: '0b9f5a52-57d4-4f6e-9a39-59a8a1d4c0de',
        formToken: 'abc',
        website: '',
      },
    });
  });

  it('refuses a malformed idempotency key', () => {
    const result = submit({ ...consented, idempotencyKey: 'short' });
    expect(result).toEqual({ success: false, errors: { idempotencyKey: 'idempotencyKeyInvalid' } });
  });

  it('reports nothing per field when the body is not an object', () => {
    expect(submit(null)).toEqual({
      success: false,
      errors: { consentPrivacy: 'consentRequired' },
    });
  });
});

describe('the mission a submission carries from the mission finder', () => {
  const missionOf = (mission: unknown) => submit({ ...consented, mission });

  it.each([
    { task: 'logistics', payload: 8, range: 300 },
    { payload: 0.5, endurance: 1440, wind: 12, ceiling: 0, tmin: -60, tmax: 60 },
    { tmin: 5, tmax: 5, device: 'zs-IRT35' },
    { task: 'firefighting', device: 'water-tank' },
  ])('keeps %j as it came', (mission) => {
    expect(missionOf(mission)).toEqual({ success: true, data: { ...valid, consents, mission } });
  });

  it('is optional, and one that states no need is none', () => {
    expect(submit(consented)).toMatchObject({ success: true });
    expect(missionOf({})).toEqual({
      success: true,
      data: { ...valid, consents, mission: undefined },
    });
  });

  it.each([
    ['a number past its bound', { payload: 1000.5 }],
    ['a number below its bound', { tmin: -61 }],
    ['a number as text', { range: '300' }],
    ['no finite number', { endurance: null }],
    ['an unknown task', { task: 'mapping' }],
    ['a device that is no slug', { device: 'water tank <b>' }],
    ['a device past the product limit', { device: `zs-${'A'.repeat(contactLimits.product)}` }],
    ['the coldest above the hottest', { tmin: 30, tmax: 10 }],
    ['a need the finder does not ask', { budget: 50000 }],
    ['not an object', 'payload=8'],
    ['a list', [8, 300]],
  ])('refuses %s as missionInvalid', (_problem, mission) => {
    expect(missionOf(mission)).toEqual({ success: false, errors: { mission: 'missionInvalid' } });
  });

  it('reports a wrong mission beside the fields’ own problems', () => {
    expect(submit({ ...consented, email: '', mission: { wind: 13 } })).toEqual({
      success: false,
      errors: { email: 'required', mission: 'missionInvalid' },
    });
  });
});

describe('the consents', () => {
  const abroad = { transferRecipient: 'HubSpot, Inc. (USA)' };

  it('requires the privacy policy, ticked with the box’s own value', () => {
    for (const tick of [undefined, '', 'on', 'true', 1]) {
      expect(submit({ ...valid, consentPrivacy: tick })).toEqual({
        success: false,
        errors: { consentPrivacy: 'consentRequired' },
      });
    }
    expect(submit({ ...valid, consentPrivacy: true })).toMatchObject({ success: true });
  });

  it('leaves marketing e-mail to the visitor, and reports it as given', () => {
    expect(submit({ ...consented, consentMarketing: consentGiven })).toMatchObject({
      success: true,
      data: { consents: { privacy: true, marketing: true, transfer: false } },
    });
  });

  it('requires the transfer abroad only where the site names a recipient', () => {
    expect(validateContactSubmission(consented, abroad)).toEqual({
      success: false,
      errors: { consentTransfer: 'consentRequired' },
    });
    expect(
      validateContactSubmission({ ...consented, consentTransfer: consentGiven }, abroad),
    ).toMatchObject({ success: true, data: { consents: { transfer: true } } });
  });

  it('reports missing consents after the fields’ own problems, in the form too', () => {
    expect(validateContactForm({ ...valid, email: '' }, abroad)).toEqual({
      success: false,
      errors: {
        email: 'required',
        consentPrivacy: 'consentRequired',
        consentTransfer: 'consentRequired',
      },
    });
    expect(validateContactForm(consented, { transferRecipient: undefined })).toMatchObject({
      success: true,
    });
  });
});

describe('every message and label the schema and form use is translated', () => {
  it.each(languages)('%s/contactForm.json has them all', (lang) => {
    const locale = readLocale(lang, 'contactForm') as {
      errors: Record<string, string>;
      fields: Record<string, { label?: string }>;
      intents: Record<string, string>;
      consents: Record<string, { summary?: string; required?: string }>;
    };
    const missing = [
      ...contactErrorCodes.filter((code) => !locale.errors[code]).map((code) => `errors.${code}`),
      ...contactFields
        .filter((field) => !locale.fields[field]?.label)
        .map((field) => `fields.${field}.label`),
      ...contactIntents
        .filter((intent) => !locale.intents[intent])
        .map((intent) => `intents.${intent}`),
      ...consentFields
        .filter((consent) => !locale.consents[consent]?.summary)
        .map((consent) => `consents.${consent}.summary`),
      ...(['consentPrivacy', 'consentTransfer'] as const)
        .filter((consent) => !locale.consents[consent]?.required)
        .map((consent) => `consents.${consent}.required`),
    ];
    expect(missing).toEqual([]);
  });
});

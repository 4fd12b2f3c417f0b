import type { Language } from '../../i18n/languages.ts';
import { combine, textTrees, tree } from '../collection-parts.ts';
import type { AnyObject, FilesCollection } from '../collection-types.ts';
import { companySchema } from '../content-schema.ts';

/** Words of an office, one per language. */
type OfficeTexts = Record<'id', string> &
  Record<'name' | 'city' | 'address' | 'role', Record<Language, string>>;

export const company: FilesCollection = {
  kind: 'files',
  name: 'company',
  label: 'Company',
  description:
    'Company facts: offices, phone numbers, e-mail addresses, business hours, the website filing numbers and the WeChat official account.',
  files: [
    {
      name: 'company',
      label: 'Company facts',
      file: 'company.yaml',
      entry: {
        data: companySchema as unknown as AnyObject,
        texts: textTrees('company'),
        fieldOrder: [
          'company',
          'foundedYear',
          'email',
          'phone',
          'filing',
          'wechat',
          'businessHours',
          'offices',
          'editorial',
        ],
      },
      place: combine(
        tree('common', ['company'], 'company'),
        (entry, lang) =>
          (entry.data.offices as OfficeTexts[]).flatMap((office) => [
            {
              ns: 'common',
              path: ['offices', office.id],
              value: {
                city: office.city[lang],
                name: office.name[lang],
                address: office.address[lang],
              },
            },
            { ns: 'about', path: ['offices', 'roles', office.id], value: office.role[lang] },
          ]),
        // The emergency line's hours, beside the office hours on the contact page.
        (entry, lang) => {
          const emergency = (entry.data.businessHours as { emergency?: Record<Language, string> })
            .emergency;
          return emergency
            ? [{ ns: 'contact', path: ['hours', 'emergencyHours'], value: emergency[lang] }]
            : [];
        },
      ),
    },
  ],
};

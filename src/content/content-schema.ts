import { z } from 'zod';
import { categorySlugs } from '../catalogue/categories.ts';
import { weekdays } from './company-facts.ts';
import { isoDate, picture, relation, text, withInfo } from './field-info.ts';

/*
 * The data of the site's pages besides the catalogue: company facts, home statistics, news,
 * milestones, scenarios, the solution pages' aircraft and the legal texts' dates. Checked when
 * the site is built and in the editor; their TypeScript types are inferred here.
 */

const id = z.string().regex(/^[a-zA-Z][a-zA-Z0-9-]*$/, 'an id is letters, digits and dashes');
const modelSlug = () => relation('drones');
const editorialFlag = (what: string) =>
  withInfo(z.boolean().optional(), {
    label: 'Written for launch (editorial)',
    hint: `Ticked while the ${what} still needs confirming; untick it once marketing has.`,
  });

/** Text in both languages inside a list, where each item has its own. */
export function bilingual(label: string, options: { multiline?: boolean; hint?: string } = {}) {
  return withInfo(
    z
      .object({
        en: text({ label: `${label} (English)`, multiline: options.multiline }),
        zh: text({ label: `${label} (Chinese)`, multiline: options.multiline }),
      })
      .strict(),
    { label, hint: options.hint },
  );
}

const email = (label: string) => withInfo(z.email('is not an e-mail address'), { label });
const phone = (label: string) =>
  withInfo(
    z
      .string()
      .regex(/^\+\d[\d ]{6,18}\d$/, 'write the number with its country code: +86 755 8600 2400'),
    { label },
  );

/**
 * A 400 service number, written as the editor likes (400 860 2400, 400-860-2400); pages show it
 * in the customary 3-3-4 grouping (src/config/company-numbers.ts). Such a number is dialled from
 * mainland China only.
 */
const hotline = (label: string) =>
  withInfo(
    z
      .string()
      .regex(/^400[ -]?\d{3}[ -]?\d{4}$/, 'write the 400 number with its ten digits: 400 860 2400'),
    { label, hint: 'Only callers in mainland China can dial it.' },
  );

/**
 * The province abbreviations a filing number starts with. The ICP system and the public
 * security system do not always use the same one (蜀/川 for Sichuan, 黔/贵 for Guizhou, 陇/甘
 * for Gansu, 滇/云 for Yunnan), so both are accepted for both. Mainland provinces only: Hong Kong,
 * Macao and Taiwan have no such filing.
 */
const province = '[京津沪渝冀晋蒙辽吉黑苏浙皖闽赣鲁豫鄂湘粤桂琼川蜀贵黔云滇藏陕甘陇青宁新]';

/**
 * The ICP filing number as MIIT's system issues it: a province, "ICP备", the number (8 digits
 * for older filings, 10 since the year was put in front) and "号", with "-n" after it when the
 * filing covers several sites. A single pattern, so the editor checks exactly what the build does.
 */
export const icpFilingNumber = withInfo(
  z
    .string()
    .regex(
      new RegExp(`^${province}ICP备\\d{6,10}号(?:-\\d{1,3})?$`),
      'write the ICP filing number exactly as the filing system gives it, e.g. 粤ICP备12345678号 (a site number such as -1 may follow)',
    ),
  {
    label: 'ICP filing number',
    hint: 'Shown at the foot of every page, linked to the MIIT filing system.',
  },
);

/**
 * The public security filing number as the MPS system issues it: a province, "公网安备", the
 * 14-digit record code and "号". The footer's query link carries the 14 digits
 * (src/config/company-numbers.ts).
 */
export const publicSecurityFilingNumber = withInfo(
  z
    .string()
    .regex(
      new RegExp(`^${province}公网安备\\d{14}号$`),
      'write the public security filing number exactly as the filing system gives it, e.g. 粤公网安备44030502000001号 (14 digits)',
    ),
  {
    label: 'Public security filing number',
    hint: 'Shown at the foot of every page with the emblem, linked to the record in the MPS filing system.',
  },
);

export const officeSchema = z
  .object({
    id: withInfo(id, { label: 'Id', hint: 'A short name without spaces, e.g. shenzhen.' }),
    countryCode: withInfo(z.string().regex(/^[A-Z]{2}$/, 'two capital letters, e.g. CN'), {
      label: 'Country code (ISO 3166, two letters)',
    }),
    latitude: withInfo(z.number().min(-90).max(90), { label: 'Latitude (degrees north)' }),
    longitude: withInfo(z.number().min(-180).max(180), { label: 'Longitude (degrees east)' }),
    name: bilingual('Name'),
    city: bilingual('City'),
    address: bilingual('Address', { multiline: true }),
    role: bilingual('What the office does (About page)', { multiline: true }),
  })
  .strict();

/**
 * The company's language-neutral facts: the header, footer, contact page, structured data and
 * server read them through src/config/site-config.ts.
 */
export const companySchema = z
  .object({
    foundedYear: withInfo(z.number().int().min(1900).max(2100), { label: 'Founded in (year)' }),
    email: withInfo(
      z
        .object({
          business: email('Sales and business'),
          support: email('Support'),
          /** Where the privacy policy sends requests about personal data. */
          privacy: email('Personal data requests (privacy policy)'),
        })
        .strict(),
      { label: 'E-mail addresses' },
    ),
    phone: withInfo(
      z
        .object({
          hotline: hotline('Service hotline (400)'),
          china: phone('China'),
          international: phone('International'),
        })
        .strict(),
      { label: 'Phone numbers' },
    ),
    filing: withInfo(
      z.object({ icp: icpFilingNumber, publicSecurity: publicSecurityFilingNumber }).strict(),
      {
        label: 'Website filing numbers',
        hint: 'Required by Chinese law on a site hosted in mainland China.',
      },
    ),
    wechat: withInfo(
      z
        .object({
          name: withInfo(z.string().regex(/\S/, 'write the account name as WeChat shows it'), {
            label: 'Account name',
            hint: 'As WeChat shows it, the name people search for.',
          }),
          qrCode: picture({
            label: 'QR code',
            hint: "The account's QR code, as the WeChat Official Accounts Platform lets you download it (PNG or JPEG).",
          }),
        })
        .strict(),
      { label: 'WeChat official account' },
    ),
    businessHours: withInfo(
      z
        .object({
          days: withInfo(
            z
              .object({
                from: withInfo(z.enum(weekdays), { label: 'First day' }),
                to: withInfo(z.enum(weekdays), { label: 'Last day' }),
              })
              .strict(),
            {
              label: 'Days',
              hint: 'Open from the first day to the last: Monday to Saturday, say.',
            },
          ),
          opens: withInfo(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time such as 08:30'), {
            label: 'Opens',
          }),
          closes: withInfo(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time such as 17:30'), {
            label: 'Closes',
          }),
          utcOffset: withInfo(z.string().regex(/^[+-]\d{2}:\d{2}$/, 'an offset such as +08:00'), {
            label: 'Time zone (offset from UTC)',
          }),
          emergency: withInfo(
            z
              .object({
                en: text({ label: 'Emergency support (English)' }),
                zh: text({ label: 'Emergency support (Chinese)' }),
              })
              .strict()
              .optional(),
            {
              label: 'Emergency support (optional)',
              hint: 'When the support line answers outside office hours, such as 24/7 (7×24 小时). Leave it out if there is no such line.',
            },
          ),
        })
        .strict()
        .refine((h) => h.opens < h.closes, { message: 'the office closes after it opens' }),
      { label: 'Business hours' },
    ),
    // The contact page draws the two headquarters and the route between them.
    offices: withInfo(z.tuple([officeSchema, officeSchema]), {
      label: 'Offices',
      hint: 'The two headquarters, the first shown first.',
    }),
    editorial: withInfo(
      z.array(z.enum(['foundedYear', 'email', 'phone', 'filing', 'wechat', 'offices'])),
      {
        label: 'Facts still to confirm (editorial)',
        hint: 'Remove a fact from the list once marketing has confirmed it.',
      },
    ),
  })
  .strict()
  .superRefine((company, context) => {
    const seen = new Set<string>();
    company.offices.forEach((office, index) => {
      if (seen.has(office.id)) {
        context.addIssue({
          code: 'custom',
          message: `office "${office.id}" twice`,
          path: ['offices', index, 'id'],
        });
      }
      seen.add(office.id);
    });
  });

export type CompanyFacts = z.output<typeof companySchema>;
export type Office = CompanyFacts['offices'][number];
/** The company facts the pages import: the offices without their texts, which are translations. */
export type OfficeLocation = Pick<Office, 'id' | 'countryCode' | 'latitude' | 'longitude'>;
export type CompanyData = Omit<CompanyFacts, 'offices'> & {
  offices: readonly [OfficeLocation, OfficeLocation];
};

const statisticTotal = (label: string) =>
  withInfo(
    z
      .object({
        value: withInfo(z.number().int().positive('must be greater than zero'), {
          label: 'Total',
        }),
        orMore: withInfo(z.boolean(), { label: 'Show as "or more" (a + after the number)' }),
        editorial: editorialFlag('total'),
      })
      .strict(),
    { label },
  );

/** An industrial mission lasts from a quarter of an hour (multirotor) to a few hours (tandem). */
export const plausibleHoursPerMission = { min: 0.25, max: 3 };

/**
 * The home page's running totals (docs/requirements/pages.md). The fourth statistic, years in
 * business, is counted from the founding year in the company facts, so it never goes stale.
 */
export const statisticsSchema = withInfo(
  z
    .object({
      missions: statisticTotal('Missions flown'),
      countries: statisticTotal('Countries and regions'),
      flightHours: statisticTotal('Flight hours'),
    })
    .strict()
    .refine(
      (s) => {
        const average = s.flightHours.value / s.missions.value;
        return average >= plausibleHoursPerMission.min && average <= plausibleHoursPerMission.max;
      },
      {
        message: `flight hours divided by missions must be a plausible mission (${plausibleHoursPerMission.min} to ${plausibleHoursPerMission.max} h)`,
        path: ['flightHours', 'value'],
      },
    ),
  { label: 'Statistics' },
);

export type Statistics = z.output<typeof statisticsSchema>;

/** The aircraft suited to one application scenario, best fit first. */
const scenarioSchema = (label: string) =>
  withInfo(
    z
      .object({
        models: withInfo(z.array(modelSlug()).min(1, 'suggest at least one aircraft'), {
          label: 'Suggested aircraft',
          hint: 'Best fit first.',
        }),
      })
      .strict(),
    { label },
  );

export const inspectionScenariosSchema = withInfo(
  z
    .object({
      powerLines: scenarioSchema('Power lines'),
      pipelines: scenarioSchema('Pipelines'),
      solar: scenarioSchema('Solar plants'),
      surveying: scenarioSchema('Surveying'),
    })
    .strict(),
  { label: 'Application scenarios' },
);

export const firefightingScenariosSchema = withInfo(
  z
    .object({
      highRise: scenarioSchema('High-rise fires'),
      wildland: scenarioSchema('Forest and wildland fires'),
      waterRescue: scenarioSchema('Flood and water rescue'),
      hazmat: scenarioSchema('Hazardous incidents'),
    })
    .strict(),
  { label: 'Application scenarios' },
);

export const logisticsScenariosSchema = withInfo(
  z
    .object({
      mountain: scenarioSchema('Mountain deliveries'),
      island: scenarioSchema('Islands'),
      gridConstruction: scenarioSchema('Grid construction'),
      relief: scenarioSchema('Disaster relief'),
    })
    .strict(),
  { label: 'Application scenarios' },
);

/** The aircraft a solution page presents, each with what it does there. */
export const solutionAircraftSchema = withInfo(
  z
    .array(
      z
        .object({
          model: withInfo(modelSlug(), { label: 'Aircraft' }),
          role: bilingual('What it does here', { multiline: true }),
        })
        .strict(),
    )
    .min(1, 'present at least one aircraft')
    .superRefine((list, context) => {
      const seen = new Set<string>();
      list.forEach((item, index) => {
        if (seen.has(item.model))
          context.addIssue({
            code: 'custom',
            message: `"${item.model}" is presented twice`,
            path: [index, 'model'],
          });
        seen.add(item.model);
      });
    }),
  { label: 'Aircraft presented', hint: 'In the order the page shows them.' },
);

/**
 * docs/requirements/product.md: the logistics claim, "delivery time reduced by up to 70%", as a
 * fraction. Pages and head tags format it per language; no text repeats the figure.
 */
export const deliveryClaimSchema = withInfo(
  z
    .object({
      value: withInfo(
        z.number().gt(0, 'must be more than 0').lt(1, 'must be less than 1 (0.7 is 70%)'),
        { label: 'Reduction (0.7 is 70%)' },
      ),
      qualifier: withInfo(z.enum(['upTo']), { label: 'Stated as', hint: '"upTo": up to 70%.' }),
    })
    .strict(),
  { label: 'Delivery time reduction' },
);

export const milestoneSchema = z
  .object({
    id: withInfo(id, { label: 'Id', hint: 'A short name without spaces, e.g. heavyTandem.' }),
    year: withInfo(z.number().int().min(1900).max(2100), { label: 'Year' }),
    /** A model the milestone is about; the page names and links it from the catalogue. */
    model: withInfo(modelSlug().optional(), {
      label: 'Aircraft it is about',
      hint: 'Optional; its text then quotes the name as {{name}}.',
    }),
    text: bilingual('What happened'),
    editorial: editorialFlag('milestone'),
  })
  .strict();

export type Milestone = z.output<typeof milestoneSchema>;

/** The company's history for the About page, oldest first. */
export const milestonesSchema = withInfo(
  z.array(milestoneSchema).superRefine((list, context) => {
    const seen = new Set<string>();
    list.forEach((item, index) => {
      if (seen.has(item.id))
        context.addIssue({
          code: 'custom',
          message: `milestone "${item.id}" twice`,
          path: [index, 'id'],
        });
      seen.add(item.id);
      if (index > 0 && item.year < list[index - 1]!.year)
        context.addIssue({
          code: 'custom',
          message: 'milestones must be listed oldest first',
          path: [index, 'year'],
        });
    });
  }),
  { label: 'Milestones', hint: 'Oldest first. The first is the founding year.' },
);

export const newsTopics = ['product', 'project', 'company'] as const;

export const newsItemSchema = z
  .object({
    /** Identifies the item; its texts are keyed by it. */
    id: withInfo(
      z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by dashes'),
      { label: 'Id', hint: 'Lower-case words joined by dashes, e.g. th600-plateau-cargo.' },
    ),
    /** Publication date, ISO 8601 (YYYY-MM-DD). */
    date: withInfo(isoDate(), { label: 'Published on' }),
    topic: withInfo(z.enum(newsTopics), { label: 'Topic' }),
    /** The model the item is about: the item links its page and names it. */
    model: withInfo(modelSlug().optional(), {
      label: 'Aircraft it is about',
      hint: 'Optional. Its title then quotes the name as {{name}}.',
    }),
    /** Or the listing it is about. */
    category: withInfo(z.enum(categorySlugs).optional(), {
      label: 'Listing it is about',
      hint: 'Optional, instead of an aircraft.',
    }),
    editorial: editorialFlag('news item'),
  })
  .strict()
  .refine((item) => !(item.model && item.category), {
    message: 'link a news item to an aircraft or to a listing, not both',
    path: ['category'],
  });

export const newsTextSchema = z
  .object({
    title: text({ label: 'Title' }),
    summary: text({ label: 'Summary', multiline: true }),
  })
  .strict();

export type NewsItem = z.output<typeof newsItemSchema>;

/** The date of the version of a legal text in force, shown as "Last updated". */
export const legalUpdatedSchema = withInfo(isoDate(), {
  label: 'Last updated',
  hint: 'Change it with any change to the text, in either language.',
});

/** An entry of a text library that products choose from (feature tags, patents, ...). */
export const libraryIdSchema = withInfo(
  z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/, 'letters and digits, starting with a letter'),
  {
    label: 'Id',
    hint: 'How products refer to this entry: letters and digits without spaces, e.g. quickRelease. Do not change it once products use it.',
  },
);

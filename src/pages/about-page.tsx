import { Link } from 'react-router';
import { paths } from '../routing/paths.ts';
import { droneSeries } from '../catalogue/categories.ts';
import { drones } from '../catalogue/drones.ts';
import { siteConfig } from '../config/site-config.ts';
import { milestones } from '../content/milestones.ts';
import { categoryDrawings } from '../features/catalogue/illustrations.ts';
import { labelValueRow } from '../features/page-parts/label-value-row.ts';
import { SceneImage } from '../features/illustrations/scene-image.tsx';
import { SalesAndQuoteLinks } from '../features/page-parts/sales-and-quote-links.tsx';
import { CtaBand } from '../features/page-parts/cta-band.tsx';
import { PageIntro } from '../features/page-parts/page-intro.tsx';
import { PageSection } from '../features/page-parts/page-section.tsx';
import { SectionHeading } from '../features/page-parts/section-heading.tsx';
import { useLanguage, usePageTranslation } from '../i18n/use-language.ts';
import { pageNamespaces } from './page-namespaces.ts';

const paragraphs = ['origin', 'products', 'customers'] as const;
const approach = ['engineering', 'manufacturing', 'training', 'support'] as const;
const otherFamilies = [
  { key: 'payloads', category: 'Payloads' },
  { key: 'groundStations', category: 'GroundStation' },
] as const;

const card = 'rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900';

/** Who the maker is, what it builds, its milestones and its two headquarters. */
export function AboutPage() {
  const lang = useLanguage();
  const { t } = usePageTranslation(pageNamespaces.about);
  const company = t('common:company.name');
  const cities = siteConfig.offices.map((office) => t(`common:offices.${office.id}.city`));
  const facts = [
    ['founded', String(siteConfig.foundedYear)],
    ['headquarters', cities.join(t('common:listSeparators.enumeration'))],
    ['models', String(drones.length)],
    ['families', t('facts.familiesValue')],
  ] as const;
  return (
    <>
      <PageIntro heading={t('pages:about.heading')} lead={t('pages:about.lead')} />

      <section aria-labelledby="intro-heading" className="mx-auto max-w-7xl px-4 py-16">
        <div className="grid grid-cols-1 gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div>
            <SectionHeading
              id="intro-heading"
              eyebrow={t('intro.eyebrow')}
              title={t('intro.heading')}
            />
            <div
              className="mt-6 space-y-4 text-lg text-slate-700 dark:text-slate-300"
              data-testid="about-intro"
            >
              {paragraphs.map((paragraph) => (
                <p key={paragraph}>
                  {t(`intro.paragraphs.${paragraph}`, { company, year: siteConfig.foundedYear })}
                </p>
              ))}
            </div>
          </div>
          <aside aria-labelledby="facts-heading" className={`${card} self-start p-6`}>
            <h2 id="facts-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
              {t('facts.heading')}
            </h2>
            <dl
              className="@container mt-4 divide-y divide-slate-200 dark:divide-slate-800"
              data-testid="about-facts"
            >
              {facts.map(([key, value]) => (
                <div key={key} className={`${labelValueRow} py-3`}>
                  <dt className="text-slate-600 dark:text-slate-400">{t(`facts.${key}`)}</dt>
                  <dd className="ms-auto text-right font-semibold text-slate-900 dark:text-white">
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          </aside>
        </div>
      </section>

      <PageSection
        id="build-heading"
        eyebrow={t('build.eyebrow')}
        title={t('build.heading')}
        lead={t('build.lead')}
        tinted
      >
        <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-3">
          {droneSeries.map((series) => (
            <li key={series} className={`${card} flex flex-col overflow-hidden`}>
              <SceneImage
                src={categoryDrawings[series]}
                className="border-b border-slate-100 dark:border-slate-800"
              />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
                  {t(`common:series.${series}`)}
                </h3>
                <p className="mt-1 text-sm font-medium text-brand-700 dark:text-sky-300">
                  {t('build.modelCount', {
                    value: drones.filter((drone) => drone.series === series).length,
                  })}
                </p>
                <p className="mt-3 flex-1 text-slate-700 dark:text-slate-300">
                  {t(`build.series.${series}`)}
                </p>
                <Link to={paths.category(lang, series)} className="mt-4 font-semibold">
                  {t('build.viewListing', { category: t(`common:categories.${series}`) })}
                </Link>
              </div>
            </li>
          ))}
        </ul>
        <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2">
          {otherFamilies.map(({ key, category }) => (
            <li
              key={key}
              className={`${card} flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:gap-6`}
            >
              <div className="w-40 shrink-0 self-center">
                <SceneImage src={categoryDrawings[category]} />
              </div>
              <div className="min-w-0">
                <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
                  {t(`common:families.${key}`)}
                </h3>
                <p className="mt-1 text-slate-700 dark:text-slate-300">{t(`build.${key}`)}</p>
                <Link
                  to={paths.category(lang, category)}
                  className="mt-2 inline-block font-semibold"
                >
                  {t(`build.familyLinks.${key}`)}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="approach-heading"
        eyebrow={t('approach.eyebrow')}
        title={t('approach.heading')}
      >
        <ol className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {approach.map((item, index) => (
            <li key={item} className="border-t-2 border-brand-700 pt-4 dark:border-sky-300">
              <span
                aria-hidden="true"
                className="text-sm font-semibold text-slate-500 dark:text-slate-400"
              >
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="mt-1 text-lg font-semibold text-slate-900 dark:text-white">
                {t(`approach.items.${item}.title`)}
              </h3>
              <p className="mt-2 text-slate-700 dark:text-slate-300">
                {t(`approach.items.${item}.text`)}
              </p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection
        id="milestones-heading"
        eyebrow={t('milestones.eyebrow')}
        title={t('milestones.heading')}
        tinted
      >
        <ol
          className="mt-10 max-w-3xl border-l-2 border-brand-100 dark:border-slate-700"
          data-testid="milestones"
        >
          {milestones.map((milestone) => {
            const drone = drones.find((d) => d.slug === milestone.model);
            return (
              <li key={milestone.id} className="relative pb-8 pl-8 last:pb-0">
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 -left-[7px] size-3 rounded-full bg-signal-400 ring-4 ring-slate-50 dark:ring-slate-950"
                />
                <p className="text-lg font-bold text-brand-800 dark:text-sky-300">
                  {milestone.year}
                </p>
                <p className="mt-1 text-slate-700 dark:text-slate-300">
                  {t(`milestones.items.${milestone.id}`, { name: drone?.name })}
                </p>
                {drone && (
                  <Link
                    to={paths.model(lang, drone.series, drone.slug)}
                    className="mt-1 inline-block text-sm font-semibold"
                  >
                    {t('common:cta.learnMore')}
                    {t('common:cta.learnMoreTopic', { name: drone.name })}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </PageSection>

      <PageSection
        id="offices-heading"
        eyebrow={t('offices.eyebrow')}
        title={t('offices.heading')}
        spacing="pt-16"
      >
        <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2" data-testid="headquarters">
          {siteConfig.offices.map((office) => (
            <li key={office.id} className={`${card} p-6`}>
              <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
                {t(`common:offices.${office.id}.name`)}
              </h3>
              <p className="mt-2 text-slate-700 dark:text-slate-300">
                {t(`offices.roles.${office.id}`)}
              </p>
              <address className="mt-3 text-sm text-slate-600 not-italic dark:text-slate-400">
                {t(`common:offices.${office.id}.address`)}
              </address>
            </li>
          ))}
        </ul>
        <Link to={paths.contact(lang)} className="mt-6 inline-block font-semibold">
          {t('offices.contactLink')}
        </Link>
      </PageSection>

      <CtaBand heading={t('cta.heading')} text={t('cta.text')}>
        <SalesAndQuoteLinks />
      </CtaBand>
    </>
  );
}

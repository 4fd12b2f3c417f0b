import { Link } from 'react-router';
import { paths } from '../../routing/paths.ts';
import { sensorPayloads } from '../../catalogue/sensor-payloads.ts';
import type { Figure } from '../../catalogue/quantity.ts';
import { formatFigure } from '../../i18n/format-quantity.ts';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import { SceneImage } from '../illustrations/scene-image.tsx';
import { QuoteLink } from '../page-parts/quote-link.tsx';
import { sensorDrawings } from './sensor-drawings.ts';

/** The figures a buyer of an inspection camera compares first, in the catalogue's own labels. */
const keyFigures = ['opticalZoom', 'resolution', 'thermalResolution', 'weight'] as const;

/**
 * The home's optical modules (docs/requirements/pages.md): the catalogue's sensor packages, with
 * names and figures read from the catalogue (src/catalogue/payloads.ts and catalogue.json), each
 * leading to its entry in the sensors listing and to a quote request.
 */
export function OpticalModules() {
  const lang = useLanguage();
  const { t } = usePageTranslation(['catalogue', 'home', 'common']);
  const listing = paths.category(lang, 'sensors');
  return (
    <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-3" data-testid="optical-modules">
      {sensorPayloads.map((sensor) => {
        const name = t(`payloads.${sensor.slug}.name`);
        const specs: Partial<Record<(typeof keyFigures)[number], Figure>> = sensor.specs;
        return (
          <li
            key={sensor.slug}
            className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
          >
            <SceneImage
              src={sensorDrawings[sensor.look === 'zoomCamera' ? 'zoomCamera' : 'thermalCamera']}
              className="border-b border-slate-100 dark:border-slate-800"
            />
            <div className="flex flex-1 flex-col p-6">
              <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
                <Link to={`${listing}#${sensor.slug}`} className="no-underline hover:underline">
                  {name}
                </Link>
              </h3>
              <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
                {t(`payloads.${sensor.slug}.summary`)}
              </p>
              <dl className="mt-4 grid flex-1 grid-cols-[auto_1fr] content-start gap-x-4 gap-y-1 text-sm">
                {keyFigures.map((key) => {
                  const figure = specs[key];
                  return figure ? (
                    <div key={key} className="contents">
                      <dt className="text-slate-600 dark:text-slate-400">{t(`specs.${key}`)}</dt>
                      <dd className="font-semibold text-slate-900 dark:text-white">
                        {formatFigure(figure, lang, t)}
                      </dd>
                    </div>
                  ) : null;
                })}
              </dl>
              <div className="mt-5">
                <QuoteLink slug={sensor.slug} name={name} />
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

import { memo } from 'react';
import { Link } from 'react-router';
import type { Drone } from '../../catalogue/drones.ts';
import type { Figure } from '../../catalogue/quantity.ts';
import { formatFigure } from '../../i18n/format-quantity.ts';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import { paths } from '../../routing/paths.ts';
import { NotStated } from '../catalogue/not-stated.tsx';
import type { DroneSpecKey } from '../catalogue/spec-rows.ts';
import { FinderSection } from './finder-section.tsx';

/**
 * The figures the ranking judges by, in the order of the form's needs, under the model pages'
 * labels for them (catalogue.json "specs"). Read here rather than through spec-rows.ts's
 * productFigure, whose module would add a kilobyte to the code the page needs to start.
 */
const columns: { key: DroneSpecKey; figure: (drone: Drone) => Figure | undefined }[] = [
  { key: 'maxTakeoffWeight', figure: (drone) => drone.headline.maxTakeoffWeight },
  { key: 'payload', figure: (drone) => drone.headline.payload },
  { key: 'range', figure: (drone) => drone.headline.range },
  { key: 'flightTime', figure: (drone) => drone.figures.flightTime },
  { key: 'windResistance', figure: (drone) => drone.figures.windResistance },
  { key: 'ceiling', figure: (drone) => drone.figures.ceiling },
  { key: 'operatingTemp', figure: (drone) => drone.figures.operatingTemp },
];

/**
 * Every aircraft's deciding figures as published, conditions included: what a visitor without
 * JavaScript judges by, and a reference beside the ranking for everyone else. Memoised: the
 * page renders again at every keystroke, and the table (a formatted figure for each aircraft
 * and need) does not change with what is typed (docs/decisions/068).
 */
export const DecidingFiguresTable = memo(function DecidingFiguresTable({
  drones,
}: {
  drones: readonly Drone[];
}) {
  const lang = useLanguage();
  const { t } = usePageTranslation(['finder', 'catalogue', 'common']);
  return (
    <FinderSection id="finder-table-heading" heading={t('table.heading')} className="mt-12">
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('table.lead')}</p>
      {/* Its model links let a keyboard reach, and so scroll, the table on a phone. Positioned,
          so the visually hidden texts in its cells (placed absolutely) stay inside it rather
          than widen the page. */}
      <div className="relative mt-4 overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
        <table
          aria-labelledby="finder-table-heading"
          className="w-full min-w-[56rem] border-collapse text-sm"
          data-testid="deciding-figures"
        >
          <thead>
            <tr className="bg-slate-50 text-left dark:bg-slate-800">
              <th scope="col" className="p-3 font-semibold">
                {t('table.model')}
              </th>
              {columns.map(({ key }) => (
                <th key={key} scope="col" className="p-3 font-semibold">
                  {t(`catalogue:specs.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {drones.map((drone) => (
              <tr key={drone.slug} className="border-t border-slate-200 dark:border-slate-700">
                <th scope="row" className="p-3 text-left font-semibold">
                  <Link to={paths.model(lang, drone.series, drone.slug)}>{drone.name}</Link>
                </th>
                {columns.map(({ key, figure }) => {
                  const value = figure(drone);
                  return (
                    <td key={key} className="p-3 text-slate-800 dark:text-slate-200">
                      {value ? (
                        formatFigure(value, lang, t, { withCondition: true })
                      ) : (
                        <NotStated />
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </FinderSection>
  );
});

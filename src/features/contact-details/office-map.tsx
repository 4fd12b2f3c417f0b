import { siteConfig } from '../../config/site-config.ts';
import { quantity } from '../../catalogue/quantity.ts';
import { formatNumber, formatQuantity } from '../../i18n/format-quantity.ts';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import { distanceKm } from './office-geography.ts';

// The area drawn, in degrees, and its scale. The offices are plotted from their coordinates in
// site-config, so moving an office moves its pin.
const west = 98;
const east = 122;
const north = 28;
const south = -4;
const scale = 12;
const pad = 30;
const width = (east - west) * scale + 2 * pad;
const height = (north - south) * scale + 2 * pad;
const x = (longitude: number) => pad + (longitude - west) * scale;
const y = (latitude: number) => pad + (north - latitude) * scale;
const tropicOfCancer = 23.44;

const meridians = [100, 105, 110, 115, 120];
// The equator is drawn and named on its own, so its degree label is left out.
const parallels = [0, 5, 10, 15, 20, 25];

/**
 * The office map: both headquarters plotted on a graticule, with the distance between them.
 * It deliberately draws no coastlines or borders: a map of Chinese territory published in China
 * must show it complete and pass map review, which a stylised drawing cannot; the street maps are
 * one click away on the office cards (see docs/decisions/007 and 070). No script, no frame, no
 * request.
 */
export function OfficeMap() {
  const lang = useLanguage();
  const { t } = usePageTranslation(['contact', 'common']);
  const [first, second] = siteConfig.offices;
  const distance = formatQuantity(quantity(distanceKm(first, second), 'km'), lang, t);
  const degrees = (value: number) => formatNumber(Math.abs(value), lang);
  const latitude = (value: number) =>
    t(value < 0 ? 'offices.south' : 'offices.north', { value: degrees(value) });
  const longitude = (value: number) =>
    t(value < 0 ? 'offices.west' : 'offices.east', { value: degrees(value) });
  // The route between the offices bows west, away from both labels; the distance is written
  // beside the middle of the curve.
  const from = { x: x(first.longitude), y: y(first.latitude) };
  const to = { x: x(second.longitude), y: y(second.latitude) };
  const bend = { x: (from.x + to.x) / 2 - 40, y: (from.y + to.y) / 2 };
  const middle = {
    x: 0.25 * from.x + 0.5 * bend.x + 0.25 * to.x,
    y: 0.25 * from.y + 0.5 * bend.y + 0.25 * to.y,
  };
  return (
    <svg
      role="img"
      aria-label={t('offices.mapLabel', {
        first: t(`common:offices.${first.id}.city`),
        second: t(`common:offices.${second.id}.city`),
        distance,
      })}
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full rounded-xl bg-brand-50 ring-1 ring-brand-100 dark:bg-slate-900 dark:ring-slate-800"
      fontSize="11"
    >
      <g className="stroke-brand-100 dark:stroke-slate-800" strokeWidth="1">
        {meridians.map((lon) => (
          <line key={lon} x1={x(lon)} x2={x(lon)} y1={pad / 2} y2={height - pad / 2} />
        ))}
        {parallels.map((lat) => (
          <line key={lat} x1={pad / 2} x2={width - pad / 2} y1={y(lat)} y2={y(lat)} />
        ))}
      </g>
      <g className="fill-slate-600 dark:fill-slate-400">
        {meridians.map((lon) => (
          <text key={lon} x={x(lon)} y={height - 6} textAnchor="middle">
            {longitude(lon)}
          </text>
        ))}
        {parallels.slice(1).map((lat) => (
          <text key={lat} x={width - 6} y={y(lat) - 4} textAnchor="end">
            {latitude(lat)}
          </text>
        ))}
      </g>
      <g className="stroke-brand-600 dark:stroke-sky-400" strokeDasharray="6 5" strokeWidth="1.5">
        <line x1={pad / 2} x2={width - pad / 2} y1={y(0)} y2={y(0)} />
        <line x1={pad / 2} x2={width - pad / 2} y1={y(tropicOfCancer)} y2={y(tropicOfCancer)} />
      </g>
      <g className="fill-brand-700 dark:fill-sky-300" fontWeight="600">
        <text x={pad} y={y(0) + 16}>
          {t('offices.equator')}
        </text>
        <text x={pad} y={y(tropicOfCancer) - 8}>
          {t('offices.tropic')}
        </text>
      </g>
      <path
        d={`M${from.x} ${from.y} Q${bend.x} ${bend.y} ${to.x} ${to.y}`}
        fill="none"
        strokeWidth="2"
        strokeDasharray="2 6"
        strokeLinecap="round"
        className="stroke-signal-700 dark:stroke-signal-400"
      />
      <text
        x={middle.x + 12}
        y={middle.y + 4}
        className="fill-slate-800 dark:fill-slate-200"
        fontWeight="600"
      >
        {t('offices.distance', { distance })}
      </text>
      {siteConfig.offices.map((office) => (
        <g key={office.id} transform={`translate(${x(office.longitude)} ${y(office.latitude)})`}>
          <circle r="12" className="fill-signal-400/25 stroke-signal-700 dark:stroke-signal-400" />
          <circle r="5" className="fill-signal-700 dark:fill-signal-400" />
          <text
            x="18"
            y="5"
            fontSize="14"
            fontWeight="700"
            className="fill-slate-900 dark:fill-white"
          >
            {t(`common:offices.${office.id}.city`)}
          </text>
        </g>
      ))}
    </svg>
  );
}

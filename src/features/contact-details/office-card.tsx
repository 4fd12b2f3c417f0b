import { usePageTranslation } from '../../i18n/use-language.ts';
import { MapLink } from './map-link.tsx';
import {
  amapUrl,
  baiduMapUrl,
  isInMainlandChina,
  openStreetMapUrl,
  type Office,
} from './office-geography.ts';

/**
 * One headquarters: its name, postal address and links to it in street maps. An office in
 * mainland China links to the maps people there use, AMap and Baidu Maps, at its point converted
 * to their coordinates; any other to OpenStreetMap (docs/decisions/070-china-maps-and-baidu.md).
 */
export function OfficeCard({ office }: { office: Office }) {
  const { t } = usePageTranslation(['contact', 'common']);
  const name = t(`common:offices.${office.id}.name`);
  const address = t(`common:offices.${office.id}.address`);
  const context = t('offices.openMapContext', { office: name });
  const links = isInMainlandChina(office)
    ? [
        { href: amapUrl(office, name), label: t('offices.openAmap') },
        { href: baiduMapUrl(office, name, address), label: t('offices.openBaiduMap') },
      ]
    : [{ href: openStreetMapUrl(office), label: t('offices.openMap') }];
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{name}</h3>
      <address className="mt-2 text-slate-700 not-italic dark:text-slate-300">{address}</address>
      <div className="mt-4 flex flex-wrap gap-x-6">
        {links.map((link) => (
          <MapLink key={link.href} {...link} context={context} />
        ))}
      </div>
    </li>
  );
}

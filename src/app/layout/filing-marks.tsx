import type { ReactNode } from 'react';
import { icpFilingSystemUrl, publicSecurityRecordUrl } from '../../config/company-numbers.ts';
import { siteConfig } from '../../config/site-config.ts';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';

/**
 * The emblem the MPS filing system gives a site owner to show beside the number, served from
 * this site (public/filing): docs/decisions/069-filing-marks-and-wechat.md.
 */
const emblem = { src: '/filing/public-security-emblem.png', size: 20 };

/**
 * A filing number inside its label ("ICP filing: 粤ICP备…号" in English, the number alone in
 * Chinese). The number is Chinese whatever the page's language, so a screen reader reading an
 * English page is told to read it as Chinese.
 */
function numberInLabel(label: string, number: string, pageIsChinese: boolean): ReactNode {
  if (pageIsChinese) return label;
  const [before = '', after = ''] = label.split(number);
  return (
    <>
      {before}
      <span lang="zh">{number}</span>
      {after}
    </>
  );
}

/**
 * The website's filing numbers, which Chinese law wants at the foot of a site hosted in mainland
 * China: the ICP number linked to the MIIT filing system, and the public security number with
 * its emblem linked to the site's record in the MPS system.
 */
export function FilingMarks() {
  const lang = useLanguage();
  const { t } = usePageTranslation();
  const { icp, publicSecurity } = siteConfig.filing;
  return (
    <p
      className="flex flex-wrap items-center gap-x-6 gap-y-2 text-slate-700 dark:text-slate-300"
      data-testid="filing-marks"
    >
      <a href={icpFilingSystemUrl}>
        {numberInLabel(t('footer.icpFiling', { number: icp }), icp, lang === 'zh')}
      </a>
      <a href={publicSecurityRecordUrl(publicSecurity)} className="inline-flex items-center gap-1">
        {/* Beside its number, which names the link: decorative to a screen reader. Below the
            fold and under 2 KB, loaded lazily so it never competes with the page's own. */}
        <img
          src={emblem.src}
          width={emblem.size}
          height={emblem.size}
          alt=""
          loading="lazy"
          decoding="async"
        />
        <span>
          {numberInLabel(
            t('footer.publicSecurityFiling', { number: publicSecurity }),
            publicSecurity,
            lang === 'zh',
          )}
        </span>
      </a>
    </p>
  );
}

import { Link } from 'react-router';
import { companyPhones, type PhoneId } from '../../config/company-numbers.ts';
import { siteConfig } from '../../config/site-config.ts';
import { WechatAccount } from '../../features/contact-details/wechat-account.tsx';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import { paths } from '../../routing/paths.ts';
import { solutions } from '../../routing/site-pages.ts';
import { FilingMarks } from './filing-marks.tsx';

const footerPhoneLabels: Record<PhoneId, string> = {
  hotline: 'footer.phoneHotline',
  china: 'footer.phoneChina',
  international: 'footer.phoneInternational',
};

/**
 * Copyright and the legal links of docs/requirements/pages.md, the website's filing marks, plus the
 * contact facts buyers look for last.
 */
export function SiteFooter() {
  const lang = useLanguage();
  const { t } = usePageTranslation();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 text-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid grid-cols-1 max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="font-semibold">{t('company.name')}</p>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t('company.tagline')}</p>
        </div>
        <nav aria-label={t('footer.solutionsNav')}>
          <p className="font-semibold">{t('nav.solutions')}</p>
          <ul className="mt-2 space-y-1">
            {solutions.map((solution) => (
              <li key={solution}>
                <Link to={paths.solution(lang, solution)}>{t(`solutions.${solution}`)}</Link>
              </li>
            ))}
            <li>
              <Link to={paths.products(lang)}>{t('nav.productsOverview')}</Link>
            </li>
          </ul>
        </nav>
        <address className="not-italic">
          <p className="font-semibold">{t('nav.contact')}</p>
          <ul className="mt-2 space-y-1">
            <li>
              {t('footer.business')}
              {t('labelSeparator')}
              <a href={`mailto:${siteConfig.email.business}`}>{siteConfig.email.business}</a>
            </li>
            <li>
              {t('footer.support')}
              {t('labelSeparator')}
              <a href={`mailto:${siteConfig.email.support}`}>{siteConfig.email.support}</a>
            </li>
            {companyPhones(siteConfig.phone).map(({ id, text, href }) => (
              <li key={id}>
                {t(footerPhoneLabels[id])}
                {t('labelSeparator')}
                <a href={href}>{text}</a>
              </li>
            ))}
          </ul>
          {/* WeChat is how Chinese buyers follow a company; the English footer stays as short
              as before, and the contact page shows the account in both languages. */}
          {lang === 'zh' && (
            <div className="mt-4">
              <WechatAccount size={96} loading="lazy" />
            </div>
          )}
        </address>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-4">
          <p className="mr-auto text-slate-700 dark:text-slate-300">
            {t('footer.copyright', { year: __BUILD_YEAR__, company: t('company.name') })}
          </p>
          <Link to={paths.legal(lang, 'privacy')}>{t('footer.privacy')}</Link>
          <Link to={paths.legal(lang, 'terms')}>{t('footer.terms')}</Link>
          <div className="basis-full">
            <FilingMarks />
          </div>
        </div>
      </div>
    </footer>
  );
}

import { companyPhones } from '../../config/company-numbers.ts';
import { siteConfig } from '../../config/site-config.ts';
import { usePageTranslation } from '../../i18n/use-language.ts';
import { WechatAccount } from './wechat-account.tsx';

/**
 * docs/requirements/contact.md's contact information: e-mail for business and support, phones
 * (the 400 hotline for callers in mainland China, then China and abroad), and the WeChat
 * official account.
 */
export function ContactChannels() {
  const { t } = usePageTranslation('contact');
  const groups = [
    {
      id: 'email',
      rows: [
        ['business', siteConfig.email.business, `mailto:${siteConfig.email.business}`],
        ['support', siteConfig.email.support, `mailto:${siteConfig.email.support}`],
      ],
    },
    {
      id: 'phone',
      rows: companyPhones(siteConfig.phone).map(({ id, text, href }) => [id, text, href] as const),
    },
  ] as const;
  return (
    <section aria-labelledby="channels-heading" data-testid="contact-channels">
      <h2 id="channels-heading" className="text-xl font-bold text-slate-900 dark:text-white">
        {t('channels.heading')}
      </h2>
      {groups.map((group) => (
        <div key={group.id} className="mt-5">
          <h3 className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-sky-300">
            {t(`channels.${group.id}`)}
          </h3>
          <dl className="mt-2 space-y-2">
            {group.rows.map(([label, value, href]) => (
              <div key={label}>
                <dt className="text-sm text-slate-600 dark:text-slate-400">
                  {t(`channels.${label}`)}
                </dt>
                <dd>
                  <a href={href} className="text-lg font-semibold break-all">
                    {value}
                  </a>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
      <div className="mt-5">
        <h3 className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-sky-300">
          {t('channels.wechat')}
        </h3>
        <div className="mt-3">
          <WechatAccount size={128} loading="eager" />
        </div>
      </div>
    </section>
  );
}

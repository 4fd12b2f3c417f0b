import { BusinessHours } from '../../features/contact-details/business-hours.tsx';
import { ContactChannels } from '../../features/contact-details/contact-channels.tsx';
import { usePageTranslation } from '../../i18n/use-language.ts';
import { pageNamespaces } from '../page-namespaces.ts';

/**
 * The contact facts buyers look for beside the form: e-mail, phones, business hours, and what
 * to write by e-mail.
 */
export function ContactFacts() {
  const { t } = usePageTranslation(pageNamespaces.contact);
  return (
    <aside className="space-y-6 lg:pt-2">
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900">
        <ContactChannels />
      </div>
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900">
        <BusinessHours />
      </div>
      <div className="rounded-xl border-l-4 border-signal-400 bg-brand-50 p-6 dark:bg-slate-900">
        <h2 className="font-semibold text-slate-900 dark:text-white">{t('email.heading')}</h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('email.text')}</p>
      </div>
    </aside>
  );
}

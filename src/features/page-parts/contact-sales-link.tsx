import { Link } from 'react-router';
import { paths, type ContactPrefill } from '../../routing/paths.ts';
import { useLanguage } from '../../i18n/use-language.ts';

/** Every call to action ends at the contact page, with the product and intent filled in. */
export function ContactSalesLink({
  prefill = {},
  children,
  variant = 'primary',
}: {
  prefill?: ContactPrefill;
  children: React.ReactNode;
  variant?: 'primary' | 'secondary';
}) {
  const lang = useLanguage();
  const look =
    variant === 'primary'
      ? 'bg-brand-700 text-white hover:bg-brand-800 dark:bg-sky-300 dark:text-slate-950 dark:hover:bg-sky-200'
      : 'border border-brand-700 text-brand-700 hover:bg-brand-50 dark:border-sky-300 dark:text-sky-300 dark:hover:bg-slate-800';
  return (
    <Link
      to={paths.contact(lang, prefill)}
      className={`inline-flex min-h-11 items-center justify-center rounded-md px-5 py-2 font-semibold no-underline ${look}`}
    >
      {children}
    </Link>
  );
}

import { Link } from 'react-router';
import { usePageTranslation } from '../../i18n/use-language.ts';

/** One link of a `LabelledLinks` line. */
export interface LabelledLink {
  /** Unique within the line (a product's slug). */
  id: string;
  to: string;
  text: string;
}

/**
 * A label, then links joined by the language's enumeration separator ("Fits: ZS-TH400,
 * ZS-TH500"; "适配机型：ZS-TH400、ZS-TH500"): the products a product works with, on a listing's
 * card and in a model page's specifications.
 */
export function LabelledLinks({ label, links }: { label: string; links: readonly LabelledLink[] }) {
  const { t } = usePageTranslation();
  return (
    <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
      {label}
      {t('labelSeparator')}
      {links.map((link, index) => (
        <span key={link.id}>
          {index > 0 && t('listSeparators.enumeration')}
          <Link to={link.to}>{link.text}</Link>
        </span>
      ))}
    </p>
  );
}

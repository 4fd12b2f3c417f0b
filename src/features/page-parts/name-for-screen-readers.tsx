import { usePageTranslation } from '../../i18n/use-language.ts';

/**
 * Says which product or document a control is for, to screen readers only: the visible label
 * ("Compare", "Request a quote") repeats on every card, and a list of links or buttons read out
 * of context must tell them apart (WCAG 2.4.4).
 */
export function NameForScreenReaders({ name }: { name: string }) {
  const { t } = usePageTranslation();
  return <span className="sr-only">{t('nameForScreenReaders', { name })}</span>;
}

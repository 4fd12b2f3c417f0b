import { usePageTranslation } from '../../i18n/use-language.ts';

/** A table cell's missing figure: a dash to the eye, "not stated" to a screen reader. */
export function NotStated() {
  const { t } = usePageTranslation(['catalogue']);
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('compare.notStated')}</span>
    </>
  );
}

import { siteConfig } from '../../config/site-config.ts';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';

/**
 * The company's WeChat official account: its QR code, its name and how to follow it. `size` is
 * the code's side in CSS pixels; the served picture has at least twice as many, so its modules
 * stay sharp on a high-density screen. `loading`: lazy in the footer, below the fold; eager
 * where it is in the first screen, as on the contact page beside the form, where a desktop's
 * Lighthouse found it the largest paint (a lazy picture there waits for layout first).
 */
export function WechatAccount({ size, loading }: { size: number; loading: 'lazy' | 'eager' }) {
  const lang = useLanguage();
  const { t } = usePageTranslation();
  const { name, qrCode } = siteConfig.wechat;
  return (
    <figure className="flex flex-wrap items-center gap-4" data-testid="wechat-account">
      {/* Width and height hold its place: nothing moves when it arrives. */}
      <img
        src={qrCode.src}
        width={size}
        height={size}
        alt={t('wechat.qrAlt', { name })}
        loading={loading}
        decoding="async"
        className="shrink-0 rounded border border-slate-200 bg-white dark:border-slate-700"
      />
      <figcaption className="min-w-[min(4rem,100%)] flex-1 text-sm text-slate-700 dark:text-slate-300">
        {/* The name as WeChat shows it, Chinese on the English page too: marked so for a
            screen reader. */}
        <span
          className="block font-semibold text-slate-900 dark:text-white"
          lang={lang !== 'zh' && /\p{Script=Han}/u.test(name) ? 'zh' : undefined}
        >
          {name}
        </span>
        {t('wechat.caption')}
      </figcaption>
    </figure>
  );
}

import type { LanguageDetectorAsyncModule, Services } from 'i18next';
import type LanguageDetector from 'i18next-browser-languagedetector';
import type { DetectorOptions } from 'i18next-browser-languagedetector';
import { LazyI18nextModule } from './lazy-i18next-module.ts';

/**
 * i18next-browser-languagedetector, loaded when first used. A prerendered page knows its
 * language from its URL, so there it only caches the choice (cookie and local storage,
 * docs/requirements/languages.md) and that can wait a moment; only the bare root detects, before it
 * redirects. Keeping the detector out of the initial bundle saves about 2 KB gzip on every first
 * visit (docs/decisions/009-initial-javascript.md).
 */
export class LazyLanguageDetector
  extends LazyI18nextModule<DetectorOptions, LanguageDetector>
  implements LanguageDetectorAsyncModule
{
  static readonly type = 'languageDetector';
  readonly type = 'languageDetector';
  readonly async = true;
  readonly callbackApi = false;

  protected async importModule(services: Services, options: DetectorOptions) {
    const { default: Detector } = await import('i18next-browser-languagedetector');
    return new Detector(services, options);
  }

  /** Offline, the detector's code may not arrive: then the fallback language (en) applies. */
  detect(): Promise<string | readonly string[] | undefined> {
    return this.load().then(
      (detector) => detector.detect(),
      () => undefined,
    );
  }

  /** Offline, the choice is not cached this time; the next page the visitor opens caches it. */
  cacheUserLanguage(lng: string): Promise<void> {
    return this.load().then(
      (detector) => detector.cacheUserLanguage(lng),
      () => undefined,
    );
  }
}

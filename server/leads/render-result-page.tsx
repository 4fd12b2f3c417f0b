import { readFile } from 'node:fs/promises';
import { I18nProvider } from '../../src/i18n/i18n-provider.tsx';
import path from 'node:path';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { paths } from '../../src/routing/paths.ts';
import {
  ContactForm,
  type SubmittedContactForm,
} from '../../src/features/contact-form/contact-form.tsx';
import {
  contactFields,
  type ContactFields,
} from '../../src/features/contact-form/contact-schema.ts';
import type { Language } from '../../src/i18n/languages.ts';
import { LanguageContext } from '../../src/i18n/use-language.ts';

/**
 * The pages a browser without JavaScript gets back from POST /api/contact: the confirmation,
 * or the form again holding what the visitor typed with the errors beside the fields. Rendered
 * with the site's own components and stylesheet; no inline script or style, so the strict CSP
 * applies unchanged.
 */

interface Manifest {
  [source: string]: { file: string; css?: string[]; isEntry?: boolean };
}

/** The site's stylesheets, as the build's manifest names them. */
export async function readSiteStylesheets(siteDir: string): Promise<string[]> {
  const file = path.join(siteDir, '..', 'client-manifest.json');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(`Cannot read ${file}; rebuild the site with "npm run build".`, {
      cause: error,
    });
  }
  const css = Object.values(manifest)
    .filter((chunk) => chunk.isEntry)
    .flatMap((chunk) => chunk.css ?? []);
  if (css.length === 0) throw new Error(`${file} names no stylesheet for the entry chunk.`);
  return css.map((name) => `/${name}`);
}

export interface ResultPageContext {
  lang: Language;
  i18n: i18n;
  stylesheets: readonly string[];
  /** The recipient abroad the form asks consent for (ContactForm). */
  transferRecipient: string | undefined;
}

/** The frame of a page the server writes itself: the site's stylesheet, its name, no script. */
export function Page({
  context,
  title,
  children,
}: {
  context: ResultPageContext;
  title: string;
  children: ReactNode;
}) {
  const t = context.i18n.getFixedT(context.lang, 'common');
  return (
    <html lang={context.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} | ${t('company.shortName')}`}</title>
        <meta name="robots" content="noindex" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {context.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        <div className="flex min-h-screen flex-col">
          <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
            <div className="mx-auto flex h-16 max-w-3xl items-center px-4">
              <a
                href={paths.home(context.lang)}
                className="text-lg font-bold text-brand-900 no-underline"
              >
                {t('company.shortName')}
              </a>
            </div>
          </header>
          <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-10">
            {children}
          </main>
        </div>
      </body>
    </html>
  );
}

/** A page of the server's own, as a whole document in the context's language. */
export function render(context: ResultPageContext, node: ReactNode): string {
  return `<!doctype html>\n${renderToStaticMarkup(
    <I18nProvider i18n={context.i18n}>
      <LanguageContext.Provider value={context.lang}>{node}</LanguageContext.Provider>
    </I18nProvider>,
  )}`;
}

const linkLook = 'font-semibold';

function PageLinks({ context }: { context: ResultPageContext }) {
  const t = context.i18n.getFixedT(context.lang, 'contactForm');
  return (
    <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
      <a href={paths.contact(context.lang)} className={linkLook}>
        {t('resultPage.backToContact')}
      </a>
      <a href={paths.home(context.lang)} className={linkLook}>
        {t('resultPage.home')}
      </a>
    </p>
  );
}

/** The confirmation, with what was received so the visitor can check it. */
export function renderSentPage(context: ResultPageContext, fields: ContactFields): string {
  const t = context.i18n.getFixedT(context.lang, 'contactForm');
  const received = contactFields.filter((field) => fields[field]);
  return render(
    context,
    <Page context={context} title={t('resultPage.sentTitle')}>
      <div className="rounded-md border-2 border-emerald-700 bg-emerald-50 p-6 dark:border-emerald-300 dark:bg-emerald-950">
        <h1 className="text-2xl font-bold text-emerald-900 dark:text-emerald-100">
          {t('confirmation.heading')}
        </h1>
        <p className="mt-2">{t('confirmation.body', { email: fields.email })}</p>
      </div>
      <h2 className="mt-8 text-xl font-semibold">{t('resultPage.receivedHeading')}</h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {received.map((field) => (
          <div key={field} className="contents">
            <dt className="font-medium text-slate-700 dark:text-slate-300">
              {t(`fields.${field}.label`)}
            </dt>
            <dd className="whitespace-pre-line break-words">
              {field === 'intent' ? t(`intents.${String(fields.intent)}`) : fields[field]}
            </dd>
          </div>
        ))}
      </dl>
      <PageLinks context={context} />
    </Page>,
  );
}

/** A form's "not sent" heading and the problem that stopped it, as each result page states it. */
export function NotSentStatement({
  title,
  problem,
  spacedBelow = false,
}: {
  title: string;
  problem: string;
  /** Apart from what follows: the contact form handed back. */
  spacedBelow?: boolean;
}) {
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900 dark:text-white">{title}</h1>
      <p
        className={spacedBelow ? 'mt-3 mb-8 text-lg' : 'mt-3 text-lg'}
        data-testid="result-problem"
      >
        {problem}
      </p>
    </>
  );
}

/**
 * "Not sent", with the problem stated: then the form again, holding the visitor's text, or,
 * when nothing could be read back (the body could not be parsed), a way back.
 */
export function renderNotSentPage(
  context: ResultPageContext,
  problem: string,
  submitted?: SubmittedContactForm,
): string {
  const t = context.i18n.getFixedT(context.lang, 'contactForm');
  return render(
    context,
    <Page context={context} title={t('resultPage.notSentTitle')}>
      <NotSentStatement
        title={t('resultPage.notSentTitle')}
        problem={problem}
        spacedBelow={submitted !== undefined}
      />
      {submitted ? (
        <ContactForm submitted={submitted} transferRecipient={context.transferRecipient} />
      ) : (
        <>
          <p className="mt-3">{t('resultPage.goBack')}</p>
          <PageLinks context={context} />
        </>
      )}
    </Page>,
  );
}

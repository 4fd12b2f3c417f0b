import { ContactForm } from '../features/contact-form/contact-form.tsx';
import { transferRecipient } from '../features/contact-form/transfer-abroad.ts';
import { deferredPart } from '../features/hydration/deferred-part.tsx';
import { PageIntro } from '../features/page-parts/page-intro.tsx';
import { usePageTranslation } from '../i18n/use-language.ts';
import { pageNamespaces } from './page-namespaces.ts';

// Facts and addresses that no input changes: hydrated when the visitor comes near them
// (docs/decisions/090), so the page's start-up script carries the form and little else.
const ContactFacts = deferredPart(() =>
  import('./contact/contact-facts.tsx').then((module) => module.ContactFacts),
);
const ContactOffices = deferredPart(() =>
  import('./contact/contact-offices.tsx').then((module) => module.ContactOffices),
);

/**
 * The contact screen (docs/requirements/pages.md): the form beside the contact facts buyers look
 * for (e-mail, phones, business hours), then the two headquarters with the office map.
 */
export function ContactPage() {
  const { t } = usePageTranslation(pageNamespaces.contact);
  return (
    <>
      <PageIntro heading={t('pages:contact.heading')} lead={t('pages:contact.lead')} />
      <div className="mx-auto grid grid-cols-1 max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
        <div className="min-w-0">
          <ContactForm transferRecipient={transferRecipient} />
        </div>
        <ContactFacts />
      </div>
      <ContactOffices />
    </>
  );
}

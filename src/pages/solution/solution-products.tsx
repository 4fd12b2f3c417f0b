import { Link } from 'react-router';
import { solutionContent } from '../../content/solutions.ts';
import { PageSection } from '../../features/page-parts/page-section.tsx';
import { ModelSummaryCard } from '../../features/solutions/model-summary-card.tsx';
import { PayloadList } from '../../features/solutions/payload-list.tsx';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import { paths } from '../../routing/paths.ts';
import { pageNamespaces } from '../page-namespaces.ts';

/** A solution's aircraft, each with its role in the mission, and the payloads that serve it. */
export function SolutionProducts({ solution }: { solution: 'firefighting' | 'logistics' }) {
  const lang = useLanguage();
  const { t } = usePageTranslation(pageNamespaces.solution);
  const content = solutionContent[solution];
  return (
    <>
      <PageSection
        id="models-heading"
        eyebrow={t(`${solution}.models.eyebrow`)}
        title={t(`${solution}.models.heading`)}
        lead={t(`${solution}.models.lead`)}
        tinted
        spacing="py-16 sm:py-20"
      >
        <ul
          className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"
          data-testid="solution-models"
        >
          {content.models.map((slug) => (
            <ModelSummaryCard key={slug} slug={slug} role={t(`${solution}.models.roles.${slug}`)} />
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="payloads-heading"
        eyebrow={t(`${solution}.payloads.eyebrow`)}
        title={t(`${solution}.payloads.heading`)}
        lead={t(`${solution}.payloads.lead`)}
        spacing="pt-16 sm:pt-20"
      >
        <PayloadList category={content.payloadCategory} />
        <Link
          to={paths.category(lang, content.payloadCategory)}
          className="mt-8 inline-block font-semibold"
        >
          {t(`${solution}.payloads.link`)}
        </Link>
      </PageSection>
    </>
  );
}

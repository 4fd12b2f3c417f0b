import { ScenarioCard } from './scenario-card.tsx';
import { PageSection } from './page-section.tsx';

/** One scenario as the section shows it, its texts already in the page's language. */
export interface ShownScenario {
  id: string;
  image: string;
  title: string;
  text: string;
  /** The suggested models' slugs. */
  models: readonly string[];
}

/** A solution's application scenarios under their heading, one card each. */
export function ScenariosSection({
  eyebrow,
  title,
  lead,
  modelsLabel,
  scenarios,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  modelsLabel: string;
  scenarios: readonly ShownScenario[];
}) {
  return (
    <PageSection
      id="scenarios-heading"
      eyebrow={eyebrow}
      title={title}
      lead={lead}
      spacing="py-16 sm:py-20"
    >
      <ul
        className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4"
        data-testid="scenarios"
      >
        {scenarios.map((scenario) => (
          <ScenarioCard
            key={scenario.id}
            image={scenario.image}
            title={scenario.title}
            text={scenario.text}
            modelsLabel={modelsLabel}
            models={scenario.models}
          />
        ))}
      </ul>
    </PageSection>
  );
}

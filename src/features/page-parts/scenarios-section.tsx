import { ScenarioCard } from './scenario-card.tsx';
import { SectionHeading } from './section-heading.tsx';

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
    <section aria-labelledby="scenarios-heading" className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
      <SectionHeading id="scenarios-heading" eyebrow={eyebrow} title={title} lead={lead} />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="scenarios">
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
    </section>
  );
}

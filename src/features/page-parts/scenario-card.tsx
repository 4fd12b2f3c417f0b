import { SceneImage } from '../illustrations/scene-image.tsx';
import { ModelLinks } from './model-links.tsx';

/** One application scenario: its scene, what the aircraft do there and which ones suit it. */
export function ScenarioCard({
  image,
  title,
  text,
  modelsLabel,
  models,
}: {
  image: string;
  title: string;
  text: string;
  modelsLabel: string;
  models: readonly string[];
}) {
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <SceneImage src={image} className="border-b border-slate-100 dark:border-slate-800" />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
        <p className="mt-2 flex-1 text-slate-700 dark:text-slate-300">{text}</p>
        <ModelLinks label={modelsLabel} slugs={models} />
      </div>
    </li>
  );
}

import type { TFunction } from 'i18next';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { payloadCategories } from '../../catalogue/categories.ts';
import type { Payload } from '../../catalogue/payloads.ts';
import { formatNumber } from '../../i18n/format-quantity.ts';
import type { Language } from '../../i18n/languages.ts';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import {
  missionTasks,
  numericNeeds,
  type MissionNeedName,
  type NumericNeed,
} from '../../routing/mission-query.ts';
import { needBounds, type NeedProblem, type TypedNeeds } from '../../routing/mission-needs.ts';
import { productName } from '../catalogue/product-name.ts';
import { FormField } from '../contact-form/form-field.tsx';

const fieldId = (need: MissionNeedName) => `finder-${need}`;

/** The needs whose box says what is meant beside its label (finder.json "hints"). */
const hinted: readonly NumericNeed[] = ['range', 'wind', 'ceiling'];

/**
 * A number's label with its unit in the locale's own symbol: "Payload (kg)", "该载重下的续航
 * （分钟）". The wind's scale is named by its hint instead: "(Beaufort force)" reads badly.
 */
function labelWithUnit(need: NumericNeed, t: TFunction): string {
  const { unit } = needBounds[need];
  const label = t(`needs.${need}`);
  if (unit === 'beaufort') return label;
  return t('form.withUnit', {
    need: label,
    unit: t(`common:units.${unit}`, { value: '' }).trim(),
  });
}

function problemText(problem: NeedProblem, lang: Language, t: TFunction): string {
  return t(`finder:problems.${problem.code}`, {
    given: problem.given,
    value: 'value' in problem ? formatNumber(problem.value, lang) : '',
  });
}

const controlLook =
  'min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900 aria-invalid:border-red-700 disabled:opacity-70 dark:border-slate-500 dark:bg-slate-900 dark:text-white';

/**
 * The mission's needs, each optional. Typing changes the ranking at once (`onChange`); it is
 * also a plain GET form of the same parameters, so a visitor who submits before the page's
 * script runs gets the ranked page once it does. Boxes are text, not number inputs: a number
 * input drops what it cannot parse ("7,5", "８"), and what the visitor typed must stay.
 */
export function MissionForm({
  typed,
  problems,
  device,
  devices,
  action,
  formRef,
  onChange,
  onSubmit,
  onClear,
}: {
  typed: TypedNeeds;
  problems: readonly NeedProblem[];
  /** The payload the typed `device` names, as its slug is spelled. */
  device: string | undefined;
  /** The payloads a mission may name, in catalogue order. */
  devices: readonly Payload[];
  action: string;
  formRef: Ref<HTMLFormElement>;
  onChange: (need: MissionNeedName, value: string) => void;
  /** The visitor asked for the ranking: it is already shown, so take them to it. */
  onSubmit: () => void;
  /** "Start again", which also goes to the finder without a query. */
  onClear: () => void;
}) {
  const lang = useLanguage();
  const { t } = usePageTranslation(['finder', 'common']);
  const problemOf = (need: MissionNeedName) => problems.find((problem) => problem.need === need);
  const described = (need: MissionNeedName, hint: boolean) =>
    [hint && `${fieldId(need)}-hint`, problemOf(need) && `${fieldId(need)}-problem`]
      .filter(Boolean)
      .join(' ') || undefined;
  const field = (need: MissionNeedName, label: string, control: React.ReactNode, hint?: string) => (
    <FormField
      key={need}
      inputId={fieldId(need)}
      label={label}
      hint={hint}
      hintId={`${fieldId(need)}-hint`}
      error={problemOf(need) && problemText(problemOf(need)!, lang, t)}
      errorId={`${fieldId(need)}-problem`}
      errorPrefix={t('form.problemPrefix')}
    >
      {control}
    </FormField>
  );
  // Each list starts with "any", the need left open.
  const selectField = (need: 'task' | 'device', anyLabel: string, options: React.ReactNode) =>
    field(
      need,
      t(`needs.${need}`),
      <select
        id={fieldId(need)}
        name={need}
        // A payload named in another case ("zs-irt35") shows as the one it names.
        value={need === 'device' ? (device ?? typed.device) : typed[need]}
        aria-invalid={problemOf(need) ? true : undefined}
        aria-describedby={described(need, false)}
        onChange={(event) => onChange(need, event.target.value)}
        className={`mt-1 ${controlLook}`}
      >
        <option value="">{anyLabel}</option>
        {options}
      </select>,
    );
  return (
    <form
      ref={formRef}
      action={action}
      method="get"
      aria-labelledby="finder-form-heading"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="finder-form-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
        {t('form.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('form.hint')}</p>
      <div className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2">
        {selectField(
          'task',
          t('form.anyTask'),
          missionTasks.map((task) => (
            <option key={task} value={task}>
              {t(`common:solutions.${task}`)}
            </option>
          )),
        )}
        {numericNeeds.map((need) => {
          const hint = hinted.includes(need) ? t(`hints.${need}`) : undefined;
          return field(
            need,
            labelWithUnit(need, t),
            <input
              id={fieldId(need)}
              name={need}
              type="text"
              // Temperatures go below zero, which a decimal keypad cannot type on some phones.
              inputMode={needBounds[need].min < 0 ? 'text' : 'decimal'}
              autoComplete="off"
              value={typed[need]}
              aria-invalid={problemOf(need)?.code === 'notANumber' ? true : undefined}
              aria-describedby={described(need, hint !== undefined)}
              onChange={(event) => onChange(need, event.target.value)}
              className={`mt-1 ${controlLook}`}
            />,
            hint,
          );
        })}
        {selectField(
          'device',
          t('form.anyDevice'),
          payloadCategories.map((category) => (
            <optgroup key={category} label={t(`common:categories.${category}`)}>
              {devices
                .filter((payload) => payload.category === category)
                .map((payload) => (
                  <option key={payload.slug} value={payload.slug}>
                    {productName({ family: 'payloads', slug: payload.slug, payload }, t)}
                  </option>
                ))}
            </optgroup>
          )),
        )}
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 dark:bg-sky-300 dark:text-slate-950 dark:hover:bg-sky-200"
        >
          {t('form.submit')}
        </button>
        <Link to={action} className="font-semibold" onClick={onClear}>
          {t('form.clear')}
        </Link>
      </div>
    </form>
  );
}

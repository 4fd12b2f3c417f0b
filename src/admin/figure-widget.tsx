import type { CmsWidgetControlProps } from 'decap-cms-core';
import { Component, type ChangeEvent, type ReactNode } from 'react';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import type { FigureKind, FigureSpec } from '../content/field-info.ts';
import { figure as figureSchema } from '../catalogue/quantity-schema.ts';

/*
 * The editor's field for a figure (a number with its unit, a range, dimensions, a code, a spec
 * value or "on request"). A figure is entered once and shown in both languages. Before saving,
 * the field checks the value with the very schema the build checks it with, so an editor cannot
 * save a figure the build would refuse. A condition ("no payload", "with 5 kg payload") and a
 * list of values ("GPS, BeiDou") have fields of their own; only a figure with a key no field
 * shows (which the build would refuse anyway) opens as YAML, for a developer to mend.
 */

type Option = { label: string; value: string };
type FigureValue = Record<string, unknown> & { kind?: FigureKind };

/** The parts of Decap's field configuration this widget reads (see scripts/content/cms-config.ts). */
interface FieldSettings {
  figure: FigureSpec;
  unit_options?: Option[];
  text_values?: Option[];
  /** The site's words for each condition ("no payload"), from its texts (cms-config.ts). */
  condition_options?: Option[];
  label?: string;
  required?: boolean;
}

/** Decap passes its configuration and stored values as Immutable.js objects. */
type MaybeImmutable = { toJS(): unknown };
const plain = <T,>(value: unknown): T =>
  (value && typeof (value as MaybeImmutable).toJS === 'function'
    ? (value as MaybeImmutable).toJS()
    : value) as T;

export interface FigureControlProps extends CmsWidgetControlProps<unknown> {
  setActiveStyle?: () => void;
  setInactiveStyle?: () => void;
}

const kindLabels: Record<FigureKind, string> = {
  quantity: 'A number',
  range: 'From … to',
  dimensions: 'Dimensions',
  code: 'A code (the same in every language)',
  text: 'A word or phrase (translated)',
  list: 'Several values',
  onRequest: 'On request (not published)',
};

const qualifierOptions: Option[] = [
  { label: 'exactly', value: '' },
  { label: 'at least', value: 'atLeast' },
  { label: 'up to', value: 'upTo' },
];

/** Keys the form shows for each kind; a figure with any other key is edited as YAML. */
const formKeys: Record<FigureKind, string[]> = {
  quantity: ['kind', 'value', 'unit', 'qualifier', 'condition'],
  range: ['kind', 'min', 'max', 'unit', 'condition'],
  dimensions: ['kind', 'values', 'unit', 'condition'],
  code: ['kind', 'code'],
  text: ['kind', 'key'],
  list: ['kind', 'style', 'items'],
  onRequest: ['kind'],
};

/** The kinds a value of a list may be: single figures. */
const itemKinds = ['code', 'text', 'quantity', 'range', 'dimensions'] as const;

const styleOptions: Option[] = [
  { label: 'a list of values (GPS, BeiDou)', value: 'enumeration' },
  { label: 'details of one part (7 in, 1920 × 1200 px)', value: 'details' },
];

/** A load is weighed: the units a "with … payload" condition may name. */
const payloadUnits = ['kg', 'g'];

/** What the form cannot show of a figure: keys beyond its kind's, or a list item's own. */
function hiddenKeys(value: FigureValue, inList = false): string[] {
  const kind = kindOf(value);
  const shown = formKeys[kind].filter((key) => !(inList && key === 'condition'));
  const own = Object.keys(value).filter((key) => !shown.includes(key));
  const condition = value.condition as Record<string, unknown> | undefined;
  const inCondition =
    condition && typeof condition === 'object'
      ? Object.keys(condition).filter((key) => !['key', 'payload', 'also'].includes(key))
      : [];
  const items =
    kind === 'list' && Array.isArray(value.items)
      ? (value.items as unknown[]).flatMap((item) =>
          item && typeof item === 'object' && !Array.isArray(item)
            ? hiddenKeys(item as FigureValue, true)
            : ['item'],
        )
      : [];
  return [...own, ...inCondition, ...items];
}

/** A number with its unit is stored without a kind. */
const kindOf = (value: FigureValue | undefined): FigureKind => value?.kind ?? 'quantity';

/** The build's schema for a field's figures, made once per kind of field. */
const schemas = new Map<string, ReturnType<typeof figureSchema>>();
function schemaFor(spec: FigureSpec) {
  const key = JSON.stringify(spec);
  let schema = schemas.get(key);
  if (!schema) schemas.set(key, (schema = figureSchema(spec)));
  return schema;
}

const numberOrUndefined = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text);

interface State {
  /** The YAML being typed, when the figure is edited as YAML. */
  yaml?: string;
  yamlError?: string;
}

// A class: Decap asks the control instance itself whether its value is valid (isValid).
export class FigureControl extends Component<FigureControlProps, State> {
  override state: State = {};

  private settings(): FieldSettings {
    return plain<FieldSettings>(this.props.field);
  }

  private value(): FigureValue | undefined {
    const value = plain<FigureValue | undefined>(this.props.value);
    return value && typeof value === 'object' ? value : undefined;
  }

  /** Decap calls this (unbound) before saving: the build's own rule for this figure. */
  isValid = (): boolean | { error: { type: string; message: string } } => {
    const settings = this.settings();
    const label = settings.label ?? 'This figure';
    if (this.state.yamlError) {
      return { error: { type: 'CUSTOM', message: `${label}: ${this.state.yamlError}` } };
    }
    const value = this.value();
    if (value === undefined) return true; // Decap's own "required" check covers absence.
    const checked = schemaFor(settings.figure).safeParse(value);
    if (checked.success) return true;
    const issue = checked.error.issues[0]!;
    const where = issue.path.length > 0 ? ` (${issue.path.join(' › ')})` : '';
    return { error: { type: 'CUSTOM', message: `${label}${where}: ${issue.message}` } };
  };

  private change(next: FigureValue) {
    // "exactly" is the absence of a qualifier; empty inputs leave their key out.
    const cleaned = Object.fromEntries(
      Object.entries(next).filter(([, part]) => part !== undefined && part !== ''),
    );
    if (cleaned.kind === 'quantity') delete cleaned.kind;
    this.props.onChange(cleaned);
  }

  private setKind = (event: ChangeEvent<HTMLSelectElement>) => {
    const kind = event.target.value as FigureKind;
    this.setState({ yaml: undefined, yamlError: undefined });
    if (kind === 'list') {
      this.props.onChange({
        kind: 'list',
        style: 'enumeration',
        items: [{ kind: 'code' }, { kind: 'code' }],
      });
      return;
    }
    const unit = this.value()?.unit;
    this.change({ kind, ...(unit && kind !== 'code' && kind !== 'text' ? { unit } : {}) });
  };

  private changeYaml = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const yaml = event.target.value;
    try {
      const parsed = parseYaml(yaml) as unknown;
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
        throw new Error('write the figure as YAML keys, e.g. "value: 245" and "unit: km"');
      }
      this.setState({ yaml, yamlError: undefined });
      this.props.onChange(parsed);
    } catch (error) {
      this.setState({ yaml, yamlError: (error as Error).message.split('\n')[0] });
    }
  };

  override render(): ReactNode {
    const settings = this.settings();
    const value = this.value() ?? {};
    const kind = kindOf(value);
    const label = settings.label ?? 'Figure';
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
    const asYaml = this.state.yaml !== undefined || hiddenKeys(value).length > 0;
    const focus = { onFocus: setActiveStyle, onBlur: setInactiveStyle };
    const units = settings.unit_options ?? [];

    /** A figure's own inputs (not a list's): `name` prefixes their accessible names. */
    const parts = (
      figure: FigureValue,
      set: (next: FigureValue) => void,
      name: string,
      id: string | undefined,
      inList: boolean,
    ): ReactNode => {
      const figureKind = kindOf(figure);
      const numberInput = (key: string, caption: string, inputId?: string) => (
        <label style={styles.part}>
          <span style={styles.caption}>{caption}</span>
          <input
            id={inputId}
            type="number"
            step="any"
            aria-label={`${name}: ${caption}`}
            value={typeof figure[key] === 'number' ? String(figure[key]) : ''}
            onChange={(event) => set({ ...figure, [key]: numberOrUndefined(event.target.value) })}
            style={styles.input}
            {...focus}
          />
        </label>
      );
      // A figure's own choice may be left open: "—" unless the options offer an empty one.
      const select = (key: string, caption: string, options: Option[], inputId?: string) =>
        this.renderSelect(
          `${name}: ${caption}`,
          caption,
          typeof figure[key] === 'string' ? (figure[key] as string) : '',
          options.some((option) => option.value === '')
            ? options
            : [{ label: '—', value: '' }, ...options],
          (next) => set({ ...figure, [key]: next }),
          focus,
          inputId,
        );
      const itemUnits = inList ? unitsOf(figure, units) : units;
      return (
        <>
          {figureKind === 'quantity' && (
            <>
              {select('qualifier', 'qualifier', qualifierOptions)}
              {numberInput('value', 'value', id)}
              {select('unit', 'unit', itemUnits)}
            </>
          )}
          {figureKind === 'range' && (
            <>
              {numberInput('min', 'from', id)}
              {numberInput('max', 'to')}
              {select('unit', 'unit', itemUnits)}
            </>
          )}
          {figureKind === 'dimensions' && (
            <>
              <label style={styles.part}>
                <span style={styles.caption}>sizes, separated by ×</span>
                <input
                  id={id}
                  aria-label={`${name}: sizes`}
                  value={Array.isArray(figure.values) ? figure.values.join(' × ') : ''}
                  onChange={(event) =>
                    set({
                      ...figure,
                      values: event.target.value
                        .split(/[×x*,]/)
                        .map((part) => part.trim())
                        .filter(Boolean)
                        .map(Number),
                    })
                  }
                  style={styles.input}
                  {...focus}
                />
              </label>
              {select('unit', 'unit', itemUnits)}
            </>
          )}
          {figureKind === 'code' && (
            <label style={styles.part}>
              <span style={styles.caption}>code</span>
              <input
                id={id}
                aria-label={`${name}: code`}
                value={typeof figure.code === 'string' ? figure.code : ''}
                onChange={(event) => set({ ...figure, code: event.target.value })}
                style={styles.input}
                {...focus}
              />
            </label>
          )}
          {figureKind === 'text' && select('key', 'value', settings.text_values ?? [], id)}
          {figureKind === 'onRequest' && (
            <span style={styles.caption}>The page says “on request” and links to sales.</span>
          )}
          {!inList &&
            ['quantity', 'range', 'dimensions'].includes(figureKind) &&
            this.renderCondition(figure, set, name, focus)}
        </>
      );
    };

    const kindSelect = (
      current: FigureKind,
      kinds: readonly FigureKind[],
      name: string,
      onChange: (event: ChangeEvent<HTMLSelectElement>) => void,
    ) => (
      <label style={styles.part}>
        <span style={styles.caption}>Kind</span>
        <select
          aria-label={`${name}: kind`}
          value={current}
          onChange={onChange}
          style={styles.input}
          {...focus}
        >
          {kinds.map((option) => (
            <option key={option} value={option}>
              {kindLabels[option]}
            </option>
          ))}
        </select>
      </label>
    );

    const items = Array.isArray(value.items) ? (value.items as FigureValue[]) : [];
    const setItem = (index: number, next: FigureValue | undefined) => {
      const cleaned =
        next &&
        Object.fromEntries(
          Object.entries(next).filter(([, part]) => part !== undefined && part !== ''),
        );
      if (cleaned?.kind === 'quantity') delete cleaned.kind;
      const nextItems = cleaned
        ? items.map((item, at) => (at === index ? cleaned : item))
        : items.filter((_, at) => at !== index);
      this.props.onChange({ ...value, items: nextItems });
    };

    return (
      <div className={classNameWrapper} style={styles.wrapper}>
        {settings.figure.kinds.length > 1 &&
          kindSelect(kind, settings.figure.kinds, label, this.setKind)}
        {asYaml ? (
          <label style={{ ...styles.part, flexBasis: '100%' }}>
            <span style={styles.caption}>
              As YAML: this figure has parts the fields cannot show
            </span>
            <textarea
              id={forID}
              aria-label={`${label}: YAML`}
              rows={6}
              value={this.state.yaml ?? stringifyYaml(value)}
              onChange={this.changeYaml}
              style={{ ...styles.input, fontFamily: 'monospace' }}
              {...focus}
            />
          </label>
        ) : kind === 'list' ? (
          <>
            {this.renderSelect(
              `${label}: shown as`,
              'shown as',
              typeof value.style === 'string' ? value.style : '',
              styleOptions,
              (style) => this.change({ ...value, style }),
              focus,
            )}
            <ol style={styles.items}>
              {items.map((item, index) => {
                const name = `${label}: value ${index + 1}`;
                return (
                  <li key={index} style={styles.item}>
                    {kindSelect(kindOf(item), itemKinds, name, (event) =>
                      setItem(index, { kind: event.target.value as FigureKind }),
                    )}
                    {parts(
                      item,
                      (next) => setItem(index, next),
                      name,
                      index === 0 ? forID : undefined,
                      true,
                    )}
                    <button
                      type="button"
                      onClick={() => setItem(index, undefined)}
                      style={styles.button}
                      aria-label={`${name}: remove`}
                    >
                      Remove
                    </button>
                  </li>
                );
              })}
            </ol>
            <button
              type="button"
              onClick={() => this.props.onChange({ ...value, items: [...items, { kind: 'code' }] })}
              style={styles.button}
            >
              Add a value
            </button>
          </>
        ) : (
          parts(value, (next) => this.change(next), label, forID, false)
        )}
      </div>
    );
  }

  private renderSelect(
    name: string,
    caption: string,
    current: string,
    options: Option[],
    onChange: (value: string) => void,
    focus: { onFocus?: () => void; onBlur?: () => void },
    id?: string,
  ): ReactNode {
    return (
      <label style={styles.part}>
        <span style={styles.caption}>{caption}</span>
        <select
          id={id}
          aria-label={name}
          value={current}
          onChange={(event) => onChange(event.target.value)}
          style={styles.input}
          {...focus}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
    );
  }

  /** "Measured: no payload", with the payload's weight for "with … payload", and a second one. */
  private renderCondition(
    figure: FigureValue,
    set: (next: FigureValue) => void,
    name: string,
    focus: { onFocus?: () => void; onBlur?: () => void },
  ): ReactNode {
    const options = this.settings().condition_options ?? [];
    if (options.length === 0) return null;
    const condition = (figure.condition ?? {}) as {
      key?: string;
      payload?: { value?: number; unit?: string };
      also?: string;
    };
    const setCondition = (next: typeof condition) => {
      const { key, payload, also } = next;
      set({
        ...figure,
        condition: key
          ? {
              key,
              ...(key === 'withPayload' ? { payload: payload ?? { unit: 'kg' } } : {}),
              ...(also && also !== key ? { also } : {}),
            }
          : undefined,
      });
    };
    const none = { label: '— (always)', value: '' };
    return (
      <>
        {this.renderSelect(
          `${name}: measured`,
          'measured',
          condition.key ?? '',
          [none, ...options],
          (key) => setCondition({ ...condition, key }),
          focus,
        )}
        {condition.key === 'withPayload' && (
          <label style={styles.part}>
            <span style={styles.caption}>payload</span>
            <input
              type="number"
              step="any"
              aria-label={`${name}: payload`}
              value={typeof condition.payload?.value === 'number' ? condition.payload.value : ''}
              onChange={(event) =>
                setCondition({
                  ...condition,
                  payload: {
                    ...condition.payload,
                    value: numberOrUndefined(event.target.value),
                  },
                })
              }
              style={styles.input}
              {...focus}
            />
          </label>
        )}
        {condition.key === 'withPayload' &&
          this.renderSelect(
            `${name}: payload unit`,
            'payload unit',
            condition.payload?.unit ?? 'kg',
            payloadUnits.map((unit) => ({ label: unit, value: unit })),
            (unit) => setCondition({ ...condition, payload: { ...condition.payload, unit } }),
            focus,
          )}
        {condition.key &&
          this.renderSelect(
            `${name}: also`,
            'also',
            condition.also ?? '',
            [
              { label: '—', value: '' },
              ...options.filter(
                (option) => option.value !== 'withPayload' && option.value !== condition.key,
              ),
            ],
            (also) => setCondition({ ...condition, also }),
            focus,
          )}
      </>
    );
  }
}

/** A list value's units: the field's, else the unit it has (a list mixes kinds of figure). */
function unitsOf(figure: FigureValue, fieldUnits: Option[]): Option[] {
  const unit = typeof figure.unit === 'string' ? figure.unit : undefined;
  if (fieldUnits.length > 0 && (!unit || fieldUnits.some((option) => option.value === unit))) {
    return fieldUnits;
  }
  return unit ? [{ label: unit, value: unit }] : fieldUnits;
}

/** The figure in the editor's preview of a field: its stored form, compactly. */
export function FigurePreview({ value }: { value: unknown }): ReactNode {
  const figure = plain<FigureValue | undefined>(value);
  return <code>{figure ? JSON.stringify(figure) : '—'}</code>;
}

// Decap's own widgets are styled with emotion; plain inline styles keep this one self-contained.
const styles = {
  wrapper: { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'flex-end' },
  part: { display: 'flex', flexDirection: 'column', gap: '4px', minWidth: '8rem' },
  caption: { fontSize: '12px', color: '#5b6572' },
  input: {
    font: 'inherit',
    padding: '6px 8px',
    border: '1px solid #cdd3da',
    borderRadius: '4px',
    background: '#fff',
  },
  items: { flexBasis: '100%', margin: 0, paddingLeft: '20px' },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '12px',
    alignItems: 'flex-end',
    marginBottom: '8px',
  },
  button: {
    font: 'inherit',
    fontSize: '12px',
    padding: '6px 10px',
    border: '1px solid #cdd3da',
    borderRadius: '4px',
    background: '#f5f7f9',
    cursor: 'pointer',
  },
} as const;

import type { CmsWidgetControlProps } from 'decap-cms-core';
import { Component, type ChangeEvent, type ReactNode } from 'react';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import type { FigureKind, FigureSpec } from '../content/field-info.ts';
import { figure as figureSchema } from '../catalogue/quantity-schema.ts';

/*
 * The editor's field for a figure (a number with its unit, a range, dimensions, a code, a spec
 * value or "on request"). A figure is entered once and shown in both languages. Before saving,
 * the field checks the value with the very schema the build checks it with, so an editor cannot
 * save a figure the build would refuse. Figures with conditions or several values are edited
 * as YAML, in the same field.
 */

type Option = { label: string; value: string };
type FigureValue = Record<string, unknown> & { kind?: FigureKind };

/** The parts of Decap's field configuration this widget reads (see scripts/content/cms-config.ts). */
interface FieldSettings {
  figure: FigureSpec;
  unit_options?: Option[];
  text_values?: Option[];
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
  quantity: ['kind', 'value', 'unit', 'qualifier'],
  range: ['kind', 'min', 'max', 'unit'],
  dimensions: ['kind', 'values', 'unit'],
  code: ['kind', 'code'],
  text: ['kind', 'key'],
  list: [],
  onRequest: ['kind'],
};

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
      this.props.onChange({ kind: 'list', style: 'enumeration', items: [] });
      this.setState({ yaml: 'kind: list\nstyle: enumeration\nitems: []\n' });
      return;
    }
    const unit = this.value()?.unit;
    this.change({ kind, ...(unit && kind !== 'code' && kind !== 'text' ? { unit } : {}) });
  };

  private editAsYaml = () => {
    this.setState({ yaml: stringifyYaml(this.value() ?? {}), yamlError: undefined });
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
    const extraKeys = Object.keys(value).filter((key) => !formKeys[kind].includes(key));
    const asYaml = this.state.yaml !== undefined || kind === 'list' || extraKeys.length > 0;
    const focus = { onFocus: setActiveStyle, onBlur: setInactiveStyle };

    const numberInput = (key: string, name: string, id?: string) => (
      <label style={styles.part}>
        <span style={styles.caption}>{name}</span>
        <input
          id={id}
          type="number"
          step="any"
          aria-label={`${label}: ${name}`}
          value={typeof value[key] === 'number' ? String(value[key]) : ''}
          onChange={(event) =>
            this.change({ ...value, [key]: numberOrUndefined(event.target.value) })
          }
          style={styles.input}
          {...focus}
        />
      </label>
    );
    const select = (key: string, name: string, options: Option[], id?: string) => (
      <label style={styles.part}>
        <span style={styles.caption}>{name}</span>
        <select
          id={id}
          aria-label={`${label}: ${name}`}
          value={typeof value[key] === 'string' ? (value[key] as string) : ''}
          onChange={(event) => this.change({ ...value, [key]: event.target.value })}
          style={styles.input}
          {...focus}
        >
          {!options.some((option) => option.value === '') && <option value="">—</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
    );
    const units = settings.unit_options ?? [];

    return (
      <div className={classNameWrapper} style={styles.wrapper}>
        {settings.figure.kinds.length > 1 && (
          <label style={styles.part}>
            <span style={styles.caption}>Kind</span>
            <select
              aria-label={`${label}: kind`}
              value={kind}
              onChange={this.setKind}
              style={styles.input}
              {...focus}
            >
              {settings.figure.kinds.map((option) => (
                <option key={option} value={option}>
                  {kindLabels[option]}
                </option>
              ))}
            </select>
          </label>
        )}
        {asYaml ? (
          <label style={{ ...styles.part, flexBasis: '100%' }}>
            <span style={styles.caption}>As YAML (conditions, several values)</span>
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
        ) : (
          <>
            {kind === 'quantity' && (
              <>
                {select('qualifier', 'qualifier', qualifierOptions)}
                {numberInput('value', 'value', forID)}
                {select('unit', 'unit', units)}
              </>
            )}
            {kind === 'range' && (
              <>
                {numberInput('min', 'from', forID)}
                {numberInput('max', 'to')}
                {select('unit', 'unit', units)}
              </>
            )}
            {kind === 'dimensions' && (
              <>
                <label style={styles.part}>
                  <span style={styles.caption}>sizes, separated by ×</span>
                  <input
                    id={forID}
                    aria-label={`${label}: sizes`}
                    value={Array.isArray(value.values) ? value.values.join(' × ') : ''}
                    onChange={(event) =>
                      this.change({
                        ...value,
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
                {select('unit', 'unit', units)}
              </>
            )}
            {kind === 'code' && (
              <label style={styles.part}>
                <span style={styles.caption}>code</span>
                <input
                  id={forID}
                  aria-label={`${label}: code`}
                  value={typeof value.code === 'string' ? value.code : ''}
                  onChange={(event) => this.change({ ...value, code: event.target.value })}
                  style={styles.input}
                  {...focus}
                />
              </label>
            )}
            {kind === 'text' && select('key', 'value', settings.text_values ?? [], forID)}
            {kind === 'onRequest' && (
              <span style={styles.caption}>The page says “on request” and links to sales.</span>
            )}
            <button type="button" onClick={this.editAsYaml} style={styles.button}>
              Edit as YAML
            </button>
          </>
        )}
      </div>
    );
  }
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

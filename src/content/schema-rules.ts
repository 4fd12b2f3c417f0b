import { z } from 'zod';

/*
 * The rules of a field (range, pattern, list length, tuple items) as zod's public API states
 * them: its JSON Schema (z.toJSONSchema) and the issues it reports (safeParse). The editor's
 * configuration (scripts/content/cms-config.ts) and its test read a field's rules through here,
 * never through zod's internals (decision 083).
 */

/** The part of a JSON Schema a field's rules are read from. */
export interface FieldRules {
  type?: string | string[];
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  allOf?: FieldRules[];
  enum?: unknown[];
  const?: unknown;
}

/** The JSON Schema of what an editor enters (the input side of a transform). */
export function rulesOf(schema: z.ZodType): FieldRules {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as FieldRules;
}

/** A number's bounds as the editor takes them: inclusive, and whole for an integer. */
export function numberRules(schema: z.ZodType): { integer: boolean; min?: number; max?: number } {
  const rules = rulesOf(schema);
  const integer = rules.type === 'integer';
  // An exclusive bound of an integer is the next whole number; of a decimal, checked on saving.
  const step = integer ? 1 : 0;
  const min = bound(rules.minimum) ?? plus(bound(rules.exclusiveMinimum), step);
  const max = bound(rules.maximum) ?? plus(bound(rules.exclusiveMaximum), -step);
  return {
    integer,
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
  };
}

/** A bound of the field's own: an integer's JSON Schema states the safe-integer range too. */
function bound(value: number | undefined): number | undefined {
  return value !== undefined && Math.abs(value) !== Number.MAX_SAFE_INTEGER ? value : undefined;
}

function plus(value: number | undefined, step: number): number | undefined {
  return value === undefined ? undefined : value + step;
}

/** A list's length limits. */
export function lengthRules(schema: z.ZodType): { min?: number; max?: number } {
  const { minItems, maxItems } = rulesOf(schema);
  return {
    ...(minItems !== undefined ? { min: minItems } : {}),
    ...(maxItems !== undefined ? { max: maxItems } : {}),
  };
}

/** A tuple's items, in order (the schemas the JSON Schema's prefixItems were made from). */
export function tupleItems(schema: z.ZodType): z.ZodType[] {
  const items: z.ZodType[] = [];
  z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, path }) => {
      if (path.length === 2 && path[0] === 'prefixItems' && typeof path[1] === 'number')
        items[path[1]] = zodSchema as unknown as z.ZodType;
    },
  });
  // An item repeated (two offices of one schema) is visited once, at its first place.
  const count = rulesOf(schema).minItems ?? items.length;
  return Array.from({ length: count }, (_, index) => items[index] ?? items[0]!);
}

/** Texts a pattern refuses whatever else it asks: one of them shows the pattern's message. */
const refusedTexts = ['', ' ', '\u0000'];

export interface PatternRule {
  source: string;
  flags: string;
  message: string;
}

/**
 * A string's first pattern, its flags and the message it refuses a text with. The JSON Schema
 * gives the pattern; the issue of a text it refuses gives the flags and the message.
 */
export function patternRule(schema: z.ZodType): PatternRule | undefined {
  const rules = rulesOf(schema);
  const source = rules.pattern ?? rules.allOf?.find((part) => part.pattern)?.pattern;
  if (source === undefined) return undefined;
  for (const text of refusedTexts) {
    const issue = schema
      .safeParse(text)
      .error?.issues.find(
        (candidate) =>
          candidate.code === 'invalid_format' &&
          String((candidate as { pattern?: unknown }).pattern).startsWith(`/${source}/`),
      );
    if (issue) {
      const written = String((issue as { pattern?: unknown }).pattern);
      return { source, flags: written.slice(source.length + 2), message: issue.message };
    }
  }
  return { source, flags: '', message: 'is not in the expected form' };
}

import { z } from 'zod';
import { fieldInfo, type FieldInfo } from './field-info.ts';

/*
 * Walks a schema the way the editor shows it, so the build and the editor name a field alike:
 * "Detailed figures › Max. speed › Value".
 */

/*
 * Only zod's public API: a wrapper's unwrap() (a pipe's input side), an object's shape, an
 * array's element, a union's options and each schema's type (decision 083).
 */

/** The schema without the wrappers that do not change what an editor enters. */
export function unwrap(schema: z.ZodType): {
  schema: z.ZodType;
  info: FieldInfo;
  optional: boolean;
} {
  let info: FieldInfo = {};
  let optional = false;
  let current = schema;
  for (;;) {
    info = { ...fieldInfo.get(current), ...info } as FieldInfo;
    if (
      current instanceof z.ZodOptional ||
      current instanceof z.ZodDefault ||
      current instanceof z.ZodPrefault
    ) {
      optional = true;
      current = current.unwrap() as z.ZodType;
    } else if (
      current instanceof z.ZodNullable ||
      current instanceof z.ZodReadonly ||
      current instanceof z.ZodCatch ||
      current instanceof z.ZodLazy
    ) {
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodPipe) {
      current = current.in as z.ZodType;
    } else {
      return {
        schema: current,
        info: { ...fieldInfo.get(current), ...info } as FieldInfo,
        optional,
      };
    }
  }
}

export function typeOf(schema: z.ZodType): string {
  return schema.type;
}

/** The fields of an object schema, in order. */
export function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const inner = unwrap(schema).schema;
  return inner instanceof z.ZodObject ? (inner.shape as Record<string, z.ZodType>) : undefined;
}

export function elementOf(schema: z.ZodType): z.ZodType | undefined {
  const inner = unwrap(schema).schema;
  return inner instanceof z.ZodArray ? (inner.element as z.ZodType) : undefined;
}

export function optionsOf(schema: z.ZodType): z.ZodType[] | undefined {
  const inner = unwrap(schema).schema;
  return inner instanceof z.ZodUnion ? ([...inner.options] as z.ZodType[]) : undefined;
}

/** "maxTakeoffWeight" → "Max takeoff weight". */
export function humanize(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * How the editor labels a field: its own label, else a label the caller knows (a figure's name
 * in the site's specification tables), else its name in words.
 */
export type LabelFallback = (key: string, parents: readonly string[]) => string | undefined;

export function fieldLabel(
  key: string,
  info: FieldInfo,
  parents: readonly string[],
  fallback?: LabelFallback,
): string {
  return info.label ?? fallback?.(key, parents) ?? humanize(key);
}

/** The labels along a path of an entry's schema, as the editor shows them. */
export function labelsAlong(
  schema: z.ZodType,
  path: readonly PropertyKey[],
  fallback?: LabelFallback,
): string[] {
  const labels: string[] = [];
  const keys: string[] = [];
  let current: z.ZodType | undefined = schema;
  for (const part of path) {
    if (typeof part === 'number') {
      labels.push(`no. ${part + 1}`);
      current = current ? elementOf(current) : undefined;
      continue;
    }
    const key = String(part);
    let child: z.ZodType | undefined = current ? shapeOf(current)?.[key] : undefined;
    if (!child && current) {
      // A union (a figure of several kinds): the first option that has the field.
      child = optionsOf(current)
        ?.map((option) => shapeOf(option)?.[key])
        .find((candidate) => candidate !== undefined);
    }
    labels.push(fieldLabel(key, child ? unwrap(child).info : {}, keys, fallback));
    keys.push(key);
    current = child;
  }
  return labels;
}

/**
 * Every value an entry holds in a field of one widget (its pictures, its documents), with the
 * field's schema and where it is; fields the value leaves out are skipped.
 */
export function valuesOfWidget(
  schema: z.ZodType,
  value: unknown,
  widget: NonNullable<FieldInfo['widget']>,
  path: PropertyKey[] = [],
): { schema: z.ZodType; value: unknown; path: PropertyKey[] }[] {
  const { schema: inner, info } = unwrap(schema);
  if (info.widget === widget) return [{ schema: inner, value, path }];
  const shape = shapeOf(inner);
  if (shape && value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(shape).flatMap(([key, child]) =>
      valuesOfWidget(child, (value as Record<string, unknown>)[key], widget, [...path, key]),
    );
  }
  const element = elementOf(inner);
  if (element && Array.isArray(value)) {
    return value.flatMap((item, index) => valuesOfWidget(element, item, widget, [...path, index]));
  }
  return [];
}

import type { z } from 'zod';
import { fieldInfo, type FieldInfo } from './field-info.ts';

/*
 * Walks a schema the way the editor shows it, so the build and the editor name a field alike:
 * "Detailed figures › Max. speed › Value".
 */

type Def = z.core.$ZodTypeDef & Record<string, unknown>;

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

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
    const def = defOf(current);
    if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') {
      optional = true;
      current = def.innerType as z.ZodType;
    } else if (def.type === 'nullable' || def.type === 'readonly' || def.type === 'catch') {
      current = def.innerType as z.ZodType;
    } else if (def.type === 'pipe') {
      current = def.in as z.ZodType;
    } else if (def.type === 'lazy') {
      current = (def.getter as () => z.ZodType)();
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
  return defOf(schema).type;
}

/** The fields of an object schema, in order. */
export function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const def = defOf(unwrap(schema).schema);
  return def.type === 'object' ? (def.shape as Record<string, z.ZodType>) : undefined;
}

export function elementOf(schema: z.ZodType): z.ZodType | undefined {
  const def = defOf(unwrap(schema).schema);
  return def.type === 'array' ? (def.element as z.ZodType) : undefined;
}

export function optionsOf(schema: z.ZodType): z.ZodType[] | undefined {
  const def = defOf(unwrap(schema).schema);
  return def.type === 'union' ? (def.options as z.ZodType[]) : undefined;
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

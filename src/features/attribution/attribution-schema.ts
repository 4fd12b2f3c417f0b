import * as z from 'zod/mini';
import { controlInLine } from '../contact-form/control-characters.ts';
import { campaignTagLimit, type Attribution } from './attribution.ts';

/**
 * The attribution a lead may carry, as the server accepts it. It comes from the visitor's own
 * storage, so it is checked like any input; but a lead is never refused for it: what does not
 * pass is dropped (contact-schema.ts), and the lead is stored unattributed.
 */
const tag = z.optional(
  z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(campaignTagLimit),
    z.refine((value) => !controlInLine.test(value)),
  ),
);

const touchSchema = z.strictObject({
  source: tag,
  medium: tag,
  campaign: tag,
  term: tag,
  content: tag,
  referrer: z.optional(
    z.string().check(
      z.maxLength(300),
      z.refine((value) => URL.canParse(value) && new URL(value).origin === value),
      z.regex(/^https?:/),
    ),
  ),
  landing: z.string().check(z.maxLength(300), z.regex(/^\/[^\s]*$/)),
  at: z.iso.datetime(),
});

export const attributionSchema = z.strictObject({ first: touchSchema, latest: touchSchema });

// Fails the type check when the schema and the type part ways.
export const schemaMatchesType: z.output<typeof attributionSchema> extends Attribution
  ? true
  : never = true;

/**
 * The Privacy Policy and Terms of Service as data: the order of their sections (each section's
 * heading and body are in the legal namespace, "{document}.{section}", written in
 * content/pages/privacy.yaml and terms.yaml) and the date of the version in force, shown as
 * "Last updated". Change the date whenever a text changes in either language.
 *
 * Editorial: written for launch; legal counsel reviews both texts before the site goes public.
 */
export const legalSections = {
  privacy: [
    'intro',
    'collected',
    'purposes',
    'retention',
    'recipients',
    'transfers',
    'security',
    'rights',
    'children',
    'changes',
    'contact',
  ],
  terms: [
    'intro',
    'information',
    'regulation',
    'use',
    'ip',
    'submissions',
    'links',
    'liability',
    'law',
    'changes',
    'contact',
  ],
} as const;

/** The date of each text's version in force (content/pages/privacy.yaml and terms.yaml). */
export { legalUpdated } from '../generated/legal.ts';

/**
 * The Privacy Policy and Terms of Service as data: the order of their sections (each section's
 * heading and body are in legal.json, "{document}.{section}") and the date of the version in
 * force, shown as "Last updated". Change the date whenever a text changes in either language.
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

export const legalUpdated: Record<keyof typeof legalSections, string> = {
  privacy: '2026-11-23',
  terms: '2026-11-16',
};

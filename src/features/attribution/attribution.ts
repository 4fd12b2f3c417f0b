/**
 * Where a lead came from, without cookies or third parties (docs/decisions/071): the visit that
 * first brought the visitor (kept 90 days) and their latest one, each with the campaign tags of
 * its landing URL, the origin of the page that linked to it, the landing page and the time. The
 * browser records them (visit-attribution.ts), the form sends them with a lead, and the server
 * checks them (attribution-schema.ts) and stores them.
 */

/** One visit's attribution: what its landing URL and referrer said. */
export interface Touch {
  /** The campaign tags, each from its `utm_` parameter. */
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
  /** The origin of the page that linked to the site, when another site did. */
  referrer?: string;
  /** The path the visit began on. */
  landing: string;
  /** When it began (ISO 8601). */
  at: string;
}

export interface Attribution {
  first: Touch;
  latest: Touch;
}

/** The campaign tags and the URL parameters they are read from. */
export const campaignTags = {
  source: 'utm_source',
  medium: 'utm_medium',
  campaign: 'utm_campaign',
  term: 'utm_term',
  content: 'utm_content',
} as const;
export type CampaignTag = keyof typeof campaignTags;

/** The longest tag value kept; longer ones are cut, so one odd link cannot drop the rest. */
export const campaignTagLimit = 200;

/** The search engines a referrer names, by host: mainland China's first, then the world's. */
const searchEngines: readonly [name: string, host: RegExp][] = [
  ['baidu', /(^|\.)baidu\.com$/],
  ['sogou', /(^|\.)sogou\.com$/],
  // 360 Search answers at so.com.
  ['360', /(^|\.)so\.com$/],
  ['bing', /(^|\.)bing\.com$/],
  ['google', /(^|\.)google\.(com|[a-z]{2}|com?\.[a-z]{2})$/],
];

/** The search engine a referrer's origin belongs to, if any. */
export function searchEngineOf(referrer: string | undefined): string | undefined {
  if (!referrer) return undefined;
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  return searchEngines.find(([, pattern]) => pattern.test(host))?.[0];
}

/**
 * The source and medium marketing counts a visit under: its tags when it has them; else a
 * search engine's name and "organic" when one sent it; else the linking site and "referral";
 * else "(direct)" and "(none)", the names analytics tools use.
 */
export function channelOf(touch: Touch): { source: string; medium: string } {
  const engine = searchEngineOf(touch.referrer);
  const referringHost = touch.referrer ? new URL(touch.referrer).hostname : undefined;
  return {
    source: touch.source ?? engine ?? referringHost ?? '(direct)',
    medium: touch.medium ?? (engine ? 'organic' : referringHost ? 'referral' : '(none)'),
  };
}

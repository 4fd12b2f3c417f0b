import {
  campaignTagLimit,
  campaignTags,
  type Attribution,
  type CampaignTag,
  type Touch,
} from './attribution.ts';

/**
 * The browser's half of campaign attribution (attribution.ts): a visit begins when a tab first
 * opens the site, or when a link with campaign tags or from another site opens it again; each
 * beginning becomes the latest touch, and the first touch stays as it was for 90 days. Kept in
 * local storage, on the visitor's device only, until a lead sends it (docs/decisions/071).
 */

const attributionKey = 'zs-attribution';
const visitKey = 'zs-visit';
const firstTouchMs = 90 * 24 * 60 * 60 * 1000;

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[kind];
  } catch {
    // Storage disabled by the visitor: nothing is attributed, nothing else changes.
    return undefined;
  }
}

function isTouch(value: unknown): value is Touch {
  const touch = value as Touch | null;
  return (
    typeof touch === 'object' &&
    touch !== null &&
    typeof touch.landing === 'string' &&
    typeof touch.at === 'string' &&
    !Number.isNaN(Date.parse(touch.at))
  );
}

/** The attribution kept on this device, if any. */
export function storedAttribution(): Attribution | undefined {
  try {
    const parsed = JSON.parse(storage('localStorage')?.getItem(attributionKey) ?? 'null') as {
      first?: unknown;
      latest?: unknown;
    } | null;
    return parsed && isTouch(parsed.first) && isTouch(parsed.latest)
      ? { first: parsed.first, latest: parsed.latest }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Where a page load began: its address and its referrer, read before any navigation. */
export interface Landing {
  href: string;
  referrer: string;
}

/** Records a page load as a visit's beginning when it is one. */
export function recordVisit(landing: Landing, now = new Date()): void {
  const url = new URL(landing.href);
  const touch: Touch = { landing: url.pathname, at: now.toISOString() };
  let tagged = false;
  for (const [tag, parameter] of Object.entries(campaignTags) as [CampaignTag, string][]) {
    const value = url.searchParams.get(parameter)?.trim();
    if (value) {
      touch[tag] = value.slice(0, campaignTagLimit);
      tagged = true;
    }
  }
  let referrer: string | undefined;
  try {
    referrer = landing.referrer ? new URL(landing.referrer).origin : undefined;
  } catch {
    referrer = undefined;
  }
  if (referrer && referrer !== url.origin && referrer !== 'null') touch.referrer = referrer;
  const session = storage('sessionStorage');
  const begun = session?.getItem(visitKey) !== null;
  if (begun && !tagged && !touch.referrer) return;
  try {
    session?.setItem(visitKey, touch.at);
    const kept = storedAttribution();
    const first =
      kept && now.getTime() - Date.parse(kept.first.at) < firstTouchMs ? kept.first : touch;
    storage('localStorage')?.setItem(attributionKey, JSON.stringify({ first, latest: touch }));
  } catch {
    // Quota exceeded or storage refused: the visit goes unattributed.
  }
}

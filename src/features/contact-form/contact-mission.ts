import { productSlugPattern } from '../../catalogue/product.ts';
import { hasNeeds, type MissionNeeds } from '../../routing/mission-query.ts';
import { readMissionNeeds, typedNeedsOf } from '../../routing/mission-needs.ts';
import { contactLimits } from './contact-fields.ts';

/**
 * The mission the contact page's URL states (paths.contact's `mission`, from the finder's
 * "Send this mission to sales"), read as the finder reads its own URL. What could not be used
 * is dropped: the finder has told the visitor already. The contact page carries no catalogue,
 * so a device is taken when it looks like a product slug, as the product field is, and as the
 * server's schema checks it.
 */
export function missionOfQuery(query: URLSearchParams): MissionNeeds | undefined {
  const typed = typedNeedsOf(query);
  const device = typed.device.trim();
  const slugLike = device.length <= contactLimits.product && productSlugPattern.test(device);
  const { needs } = readMissionNeeds(typed, slugLike ? [device] : []);
  return hasNeeds(needs) ? needs : undefined;
}

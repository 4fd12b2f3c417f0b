import type { FleetHighlights } from './catalogue/fleet-highlights.ts';

// Constants fixed when the site is built; see build-defines.ts.
declare global {
  /** The year the site was built, for the footer's copyright. */
  const __BUILD_YEAR__: number;
  /** The catalogue's longest range, heaviest payload and model count, for the home page. */
  const __FLEET_HIGHLIGHTS__: FleetHighlights;
  /** Every product code ("ZS-VT30", "ZS-IRT35"), for the search dialog's loose matching. */
  const __PRODUCT_CODES__: readonly string[];
  /** The site's built stylesheet, for the editor's preview pane (scripts/admin-build.ts only). */
  const __SITE_STYLESHEET__: string;
}

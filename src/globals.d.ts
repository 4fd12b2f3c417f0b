// Constants fixed when the site is built; see build-defines.ts.
export {};

declare global {
  /** The year the site was built, for the footer's copyright. */
  const __BUILD_YEAR__: number;
  /** Who receives leads abroad ('' for no one): build-defines.ts, transfer-abroad.ts. */
  const __LEADS_TRANSFER_ABROAD__: string;
  /** The site's built stylesheet, for the editor's preview pane (scripts/admin-build.ts only). */
  const __SITE_STYLESHEET__: string;
}

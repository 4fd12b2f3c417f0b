/**
 * Constants fixed when the site is built, shared by the Vite and Vitest configs and the
 * editor's build: the footer's copyright year, computed once, so prerendered and hydrated HTML
 * always agree; and the recipient abroad the contact form asks consent for, from
 * LEADS_TRANSFER_ABROAD (docs/decisions/071), which the server then reads from the build.
 *
 * What is derived from the catalogue (the home page's fleet claims, the search dialog's product
 * codes) is written by the content step into src/generated instead: a constant here is compiled
 * into the code, so under npm run cms a change to it meant restarting the dev server and
 * reloading the editor, where a generated module is updated in place
 * (docs/decisions/058-catalogue-constants-as-modules.md).
 */
export function buildDefines(): Record<string, string> {
  return {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __LEADS_TRANSFER_ABROAD__: JSON.stringify(leadsTransferAbroad()),
  };
}

/** Who receives the leads abroad, e.g. "HubSpot, Inc. (USA)"; '' when they stay in the country. */
export function leadsTransferAbroad(env: NodeJS.ProcessEnv = process.env): string {
  return env.LEADS_TRANSFER_ABROAD?.trim() ?? '';
}

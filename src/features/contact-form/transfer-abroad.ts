/**
 * The recipient abroad, with its country, that the site's leads go to, as LEADS_TRANSFER_ABROAD
 * named it when the site was built; undefined when leads stay in the country. The contact form
 * asks the visitor's separate consent to the transfer (PIPL Art. 39), and the server, which
 * reads the same setting from the build, requires it (docs/decisions/071).
 */
export const transferRecipient: string | undefined = __LEADS_TRANSFER_ABROAD__ || undefined;

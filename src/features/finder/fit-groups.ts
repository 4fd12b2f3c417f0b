/**
 * How an aircraft stands against a mission, in the order the ranking puts them and the page
 * shows their groups: meets every need, to ask sales about, does not fit. Apart from the
 * judgement, so the page can name the groups before the judgement's code has loaded.
 */
export const fitGroups = ['fits', 'askSales', 'doesNotFit'] as const;
export type Fit = (typeof fitGroups)[number];

/**
 * The tab a visitor has chosen, while the URL ("?tab=…") follows a moment later: the selected
 * tab never lags behind the focused one. The URL of a navigation the tabs asked for only says
 * that navigation has arrived, so a later choice keeps its place (End then Home: the
 * end tab's URL arriving after Home does not flick the panel back). Any other URL (a link to
 * another tab, a shared URL) wins.
 */
export interface TabChoice<Id extends string> {
  fromUrl: Id;
  current: Id;
  /** The tabs navigated to since the URL last matched the choice. */
  asked: readonly Id[];
}

export function tabChoiceFromUrl<Id extends string>(fromUrl: Id): TabChoice<Id> {
  return { fromUrl, current: fromUrl, asked: [] };
}

export function choose<Id extends string>(choice: TabChoice<Id>, id: Id): TabChoice<Id> {
  return { ...choice, current: id, asked: [...choice.asked, id] };
}

export function withUrl<Id extends string>(choice: TabChoice<Id>, fromUrl: Id): TabChoice<Id> {
  if (fromUrl === choice.current || !choice.asked.includes(fromUrl)) {
    return tabChoiceFromUrl(fromUrl);
  }
  return { ...choice, fromUrl };
}

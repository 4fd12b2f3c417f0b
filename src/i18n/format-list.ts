import type { TFunction } from 'i18next';

/**
 * Items as a list in running text: "A, B and C" in English, "A、B 和 C" in Chinese
 * (common.json "lists"). `t` must read the common namespace.
 */
export function formatList(
  items: readonly string[],
  t: TFunction,
  conjunction: 'and' | 'or' = 'and',
): string {
  if (items.length <= 1) return items[0] ?? '';
  return t(`common:lists.${conjunction}`, {
    items: items.slice(0, -1).join(t('common:listSeparators.enumeration')),
    last: items.at(-1),
  });
}

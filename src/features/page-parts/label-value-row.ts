/**
 * A label and its value side by side, or the value under its label (its `dd` takes `ms-auto`)
 * where the list, a `@container`, is narrow for its text: a phone with the browser's text at
 * twice its size (decision 093). A module of its own, so that a page can use the row without
 * loading the spec list's catalogue code.
 */
export const labelValueRow = 'flex flex-wrap justify-between gap-x-4 @min-[12em]:flex-nowrap';

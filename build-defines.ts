/**
 * Constants fixed when the site is built, shared by the Vite and Vitest configs. The footer's
 * copyright year is one: computed once, prerendered and hydrated HTML always agree.
 */
export const buildDefines = {
  __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
};

/** The year the site was built, for the footer's copyright; see vite.config.ts. */
declare const __BUILD_YEAR__: number;

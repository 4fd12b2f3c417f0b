/**
 * react-i18next imports useSyncExternalStore from `use-sync-external-store/shim`, a stand-in for
 * React 17 and older. React 19 has it built in, so vite.config.ts points that import here and
 * the stand-in stays out of every page's start-up JavaScript.
 */
export { useSyncExternalStore } from 'react';

import type { i18n as I18n } from 'i18next';
import { createContext, type ReactNode } from 'react';

export const I18nContext = createContext<I18n | undefined>(undefined);

/** The i18next instance every translated part below renders with (use-translation.ts). */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

import { createContext, useContext, type ReactNode } from 'react';
import type { Catalogue } from '../../catalogue/catalogue.ts';

const CatalogueContext = createContext<Catalogue | undefined>(undefined);

/**
 * The catalogue the page below renders from: the route gives each page its own slice
 * (src/app/routes.tsx), the editor's preview and the tests the whole catalogue.
 */
export function CatalogueProvider({
  catalogue,
  children,
}: {
  catalogue: Catalogue;
  children: ReactNode;
}) {
  return <CatalogueContext value={catalogue}>{children}</CatalogueContext>;
}

/** The catalogue of the page being rendered; fails where no route or preview provides one. */
export function useCatalogue(): Catalogue {
  const catalogue = useContext(CatalogueContext);
  if (!catalogue) {
    throw new Error(
      'This part of the page reads the catalogue, but no CatalogueProvider is above it: give ' +
        'the page a catalogue slice in src/features/catalogue/catalogue-slices.ts.',
    );
  }
  return catalogue;
}

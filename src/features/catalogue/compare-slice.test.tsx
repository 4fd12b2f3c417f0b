import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../catalogue/catalogue.ts';
import { solutionContent } from '../../content/solutions.ts';
import { I18nProvider } from '../../i18n/i18n-provider.tsx';
import { languages, type Language } from '../../i18n/languages.ts';
import { createTestI18n } from '../../i18n/test-i18n.ts';
import { LanguageContext } from '../../i18n/use-language.ts';
import { CatalogueProvider } from './catalogue-context.tsx';
import { allProducts, compareGroupOf, type CompareGroup } from './catalogue-products.ts';
import { catalogueSlices } from './catalogue-slices.ts';
import { CompareTable } from './compare-table.tsx';
import { fullCatalogue } from './full-catalogue.ts';

const i18n = await createTestI18n();
const compareSlice = catalogueSlices(fullCatalogue, solutionContent).compare!;
const groups = [...new Set(allProducts(fullCatalogue).map(compareGroupOf))];

/** The table of every product of `group`, side by side, as `catalogue` gives them. */
function table(catalogue: Catalogue, lang: Language, group: CompareGroup) {
  const products = allProducts(catalogue).filter((product) => compareGroupOf(product) === group);
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <LanguageContext value={lang}>
        <MemoryRouter>
          <CatalogueProvider catalogue={catalogue}>
            <CompareTable products={products} onRemove={() => {}} />
          </CatalogueProvider>
        </MemoryRouter>
      </LanguageContext>
    </I18nProvider>,
  );
}

describe("the comparison's slice of the catalogue", () => {
  // The prerender checks the comparison as it starts, with nothing chosen; its table is
  // rendered in the browser only, from the slice that leaves out what the table does not read.
  it('holds every product the whole catalogue has', () => {
    const slugs = (catalogue: Catalogue) => allProducts(catalogue).map(({ slug }) => slug);
    expect(slugs(compareSlice)).toEqual(slugs(fullCatalogue));
  });

  it.each(languages.flatMap((lang) => groups.map((group) => [lang, group] as const)))(
    'shows the %s table of the %s group as the whole catalogue does',
    (lang, group) => {
      const shown = table(compareSlice, lang, group);
      expect(shown).toContain('<table');
      expect(shown).toBe(table(fullCatalogue, lang, group));
    },
  );
});

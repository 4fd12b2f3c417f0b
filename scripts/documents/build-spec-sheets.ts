import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Catalogue } from '../../src/catalogue/catalogue.ts';
import { specSheet } from '../../src/catalogue/product-documents.ts';
import { fullCatalogue } from '../../src/features/catalogue/full-catalogue.ts';
import { languages } from '../../src/i18n/languages.ts';
import { documentsDir } from '../build-layout.ts';
import { renderSpecSheet } from './render-spec-sheet.tsx';
import { specSheetPicture } from './spec-sheet-picture.ts';
import { loadSheetTexts } from './spec-sheet-texts.ts';

/** The most a sheet may weigh: a buyer on a slow line gets it at once, a mail server takes it. */
export const specSheetBudgetBytes = 300 * 1024;

export interface BuiltSheet {
  id: string;
  file: string;
  bytes: number;
}

/**
 * Writes every model's spec sheet in every language to `${outDir}/${id}.pdf`, the ids the
 * model page offers (product-documents.ts). Reads every drone of the catalogue, so a model
 * added in content/ has its sheets with no other change. Stops the build when a sheet is over
 * its size budget.
 */
export async function buildSpecSheets({
  catalogue = fullCatalogue,
  outDir = documentsDir,
  builtAt = new Date(),
}: { catalogue?: Catalogue; outDir?: string; builtAt?: Date } = {}): Promise<{
  sheets: BuiltSheet[];
  milliseconds: number;
}> {
  const started = performance.now();
  const texts = await loadSheetTexts();
  const builtOn = builtAt.toISOString().slice(0, 10);
  await mkdir(outDir, { recursive: true });
  const sheets: BuiltSheet[] = [];
  for (const drone of catalogue.drones) {
    const picture = await specSheetPicture(drone);
    for (const lang of languages) {
      const pdf = await renderSpecSheet({
        catalogue,
        drone,
        lang,
        t: texts(lang),
        picture,
        builtOn,
      });
      const { id } = specSheet(drone.slug, lang);
      const file = path.join(outDir, `${id}.pdf`);
      await writeFile(file, pdf);
      sheets.push({ id, file, bytes: pdf.length });
    }
  }
  const over = sheets.filter((sheet) => sheet.bytes > specSheetBudgetBytes);
  if (over.length > 0) {
    throw new Error(
      `These spec sheets are over ${specSheetBudgetBytes / 1024} KB:\n` +
        over.map((sheet) => `  - ${sheet.id}: ${(sheet.bytes / 1024).toFixed(1)} KB`).join('\n'),
    );
  }
  return { sheets, milliseconds: performance.now() - started };
}

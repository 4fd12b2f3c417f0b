import { createHash } from 'node:crypto';
import { renderToBuffer } from '@react-pdf/renderer';
import type { TFunction } from 'i18next';
import type { Catalogue } from '../../src/catalogue/catalogue.ts';
import type { Drone } from '../../src/catalogue/drones.ts';
import { formatDate } from '../../src/i18n/format-date.ts';
import type { Language } from '../../src/i18n/languages.ts';
import { LineFitContext, loadLineFit } from './line-fit-context.ts';
import { specSheetContent } from './spec-sheet-content.ts';
import { SpecSheetDocument } from './spec-sheet-document.tsx';
import { registerSheetFonts } from './spec-sheet-fonts.ts';

/**
 * A sheet's version: a short hash of what it says and shows, so two sheets of one version are
 * the same sheet, and a changed figure, text or picture gives a new version, while a rebuild of
 * unchanged content keeps it.
 */
export function sheetVersion(content: unknown, picture: Buffer): string {
  return createHash('sha256')
    .update(JSON.stringify(content))
    .update(picture)
    .digest('hex')
    .slice(0, 8);
}

export interface SheetInputs {
  catalogue: Catalogue;
  drone: Drone;
  lang: Language;
  t: TFunction;
  picture: Buffer;
  /** The build's date, YYYY-MM-DD. */
  builtOn: string;
}

/** One model's sheet in one language, as PDF bytes. */
export async function renderSpecSheet(inputs: SheetInputs): Promise<Buffer> {
  const { catalogue, drone, lang, t, picture, builtOn } = inputs;
  registerSheetFonts();
  const fit = await loadLineFit();
  const content = specSheetContent(catalogue, drone, lang, t);
  const imprint = {
    changesNotice: content.changesNotice,
    builtOn: t('specSheet.builtOn', { date: formatDate(builtOn, lang) }),
    version: t('specSheet.version', { version: sheetVersion(content, picture) }),
    website: content.website,
  };
  return renderToBuffer(
    <LineFitContext value={fit}>
      <SpecSheetDocument content={content} picture={picture} imprint={imprint} />
    </LineFitContext>,
  );
}

import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { UploadedDocument } from '../../src/catalogue/document-schema.ts';
import type { DroneSlug } from '../../src/catalogue/drone-models.ts';
import { offeredDocuments } from '../../src/catalogue/product-documents.ts';
import { languages } from '../../src/i18n/languages.ts';
import { contentDir, documentsDir } from '../build-layout.ts';
import { documentFile } from '../content/document-files.ts';

/**
 * The build's copy of every document marketing uploaded (content/documents), each under its id
 * as the model page offers it: `${documentsDir}/${id}.pdf`. That folder is beside the client
 * folder, not in it, so no public address serves a document, and neither the sitemap nor the
 * search index (both made from the client folder's pages) can name one. The content step has
 * already checked each file (scripts/content/document-files.ts). The spec sheets are written
 * into the same folder by a step of their own; this one leaves other files there alone.
 */
export function copyUploadedDocuments(
  drones: readonly { slug: DroneSlug; documents: readonly UploadedDocument[] }[],
  { from = contentDir, to = documentsDir }: { from?: string; to?: string } = {},
): string[] {
  mkdirSync(to, { recursive: true });
  const written: string[] = [];
  for (const drone of drones) {
    for (const language of languages) {
      for (const { id, listed } of offeredDocuments(drone, language)) {
        if (!listed) continue;
        const target = path.join(to, `${id}.pdf`);
        copyFileSync(documentFile(from, listed.file), target);
        written.push(target);
      }
    }
  }
  return written;
}

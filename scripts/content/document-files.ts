import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import { documentContentProblem, documentsFolder } from '../../src/content/document-files.ts';

/** Where an uploaded document (/documents/x.pdf, as the editor stores it) lives in content/. */
export function documentFile(contentDir: string, file: string): string {
  return path.join(contentDir, documentsFolder, path.posix.basename(file));
}

/**
 * What is wrong with the file a product's document names, in the content step's words, or
 * undefined when it is there, a PDF, and at most 20 MB (src/content/document-files.ts).
 */
export function documentFileProblem(contentDir: string, file: string): string | undefined {
  const full = documentFile(contentDir, file);
  if (!existsSync(full)) {
    return `${file} is not in the documents folder (content/${documentsFolder}): upload the PDF again`;
  }
  const head = Buffer.alloc(64);
  const handle = openSync(full, 'r');
  try {
    readSync(handle, head, 0, head.length, 0);
  } finally {
    closeSync(handle);
  }
  return documentContentProblem(
    `content/${documentsFolder}/${path.basename(full)}`,
    head,
    statSync(full).size,
  );
}

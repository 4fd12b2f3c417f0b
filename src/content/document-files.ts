/*
 * Where uploaded documents (brochures, manuals: src/catalogue/document-schema.ts) live and what
 * a document file must be. The editor uploads a PDF into content/documents/ and writes its
 * public path into the entry (/documents/name.pdf); the content step checks the file and the
 * build copies it, under the document's id, into the build's documents folder, which nothing
 * serves publicly. The rules below hold in the editor (src/admin/check-documents.ts) and in the
 * build (scripts/content/document-files.ts) alike. How the files are kept out of git's history
 * at full size: docs/decisions/077-uploaded-documents.md.
 */

/** The uploads' folder inside content/. */
export const documentsFolder = 'documents';

/** How a content file names an uploaded document: this, a slash and the file's name. */
export const documentsPublicFolder = `/${documentsFolder}`;

/**
 * The file name of a document: Latin letters, digits, dots, dashes and underscores, ending in
 * .pdf. The name becomes part of the document's id (src/catalogue/product-documents.ts), which a
 * signed link and a lead carry, so it stays plain ASCII. No flags: the editor tests this pattern
 * with a plain RegExp, against the file's name alone.
 */
export const documentFileName = /[A-Za-z0-9][A-Za-z0-9._-]*\.[Pp][Dd][Ff]/;

export const documentRule =
  'upload a PDF whose file name has only Latin letters, digits, dots, dashes and underscores (e.g. em25-brochure-zh.pdf)';

/** The largest document accepted: 20 MB. */
export const maxDocumentBytes = 20 * 1024 * 1024;

/** Every PDF file starts with these bytes. */
export const pdfSignature = '%PDF-';

/**
 * A Git LFS pointer starts with this: the file itself was not fetched (a checkout without
 * `git lfs pull`).
 */
const lfsPointerStart = 'version https://git-lfs.github.com/spec/';

/**
 * What is wrong with a document's content, in words, or undefined when it is a PDF of an
 * accepted size. `head` is the file's first bytes (at least 64 of them), `size` its length.
 */
export function documentContentProblem(
  name: string,
  head: Uint8Array,
  size: number,
): string | undefined {
  const start = new TextDecoder('latin1').decode(head.subarray(0, 64));
  if (start.startsWith(lfsPointerStart)) {
    return `${name} is a Git LFS pointer, not the PDF itself: fetch the documents with "git lfs pull" before building`;
  }
  if (!start.startsWith(pdfSignature)) {
    return `${name} is not a PDF, whatever its name says: export the document as a PDF and upload it again`;
  }
  if (size > maxDocumentBytes) {
    const megabytes = (size / (1024 * 1024)).toFixed(1);
    return `${name} is ${megabytes} MB, more than the 20 MB a document may have: upload a smaller PDF`;
  }
  return undefined;
}

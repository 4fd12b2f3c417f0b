import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { maxDocumentBytes } from '../../src/content/document-files.ts';
import { contentDir } from '../build-layout.ts';
import { copyUploadedDocuments } from '../documents/copy-uploaded-documents.ts';
import { checkContent } from './generate.ts';
import { describeProblem } from './load-content.ts';

/*
 * The build's check of the PDFs marketing uploads, on a copy of content/ where the ZS-EM25 lists
 * a document: the file must be in content/documents, be a PDF and weigh at most 20 MB, or the
 * content step refuses it naming the content file and the field, as for every content error.
 */

let copies: string[] = [];
afterEach(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  copies = [];
});

const em25 = 'drones/zs-em25.yaml';
const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

/** A copy of content/ whose ZS-EM25 lists `documents`, with `files` in content/documents. */
function contentWith(
  documents: Record<string, string>[],
  files: Record<string, Buffer | string> = {},
): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-documents-'));
  copies.push(dir);
  cpSync(contentDir, dir, { recursive: true });
  const file = path.join(dir, em25);
  const entry = parse(readFileSync(file, 'utf8')) as { en: Record<string, unknown> };
  entry.en.documents = documents;
  writeFileSync(file, stringify(entry));
  mkdirSync(path.join(dir, 'documents'), { recursive: true });
  for (const [name, bytes] of Object.entries(files)) {
    writeFileSync(path.join(dir, 'documents', name), bytes);
  }
  return dir;
}

const brochure = (file: string) => ({
  kind: 'brochure',
  language: 'zh',
  file,
  title: 'ZS-EM25 产品手册',
  version: '2026-11',
});

const problemsOf = (dir: string) => checkContent(dir).problems.map(describeProblem);

describe("the content step's check of uploaded documents", { timeout: 30_000 }, () => {
  it('accepts a PDF in content/documents', () => {
    const dir = contentWith([brochure('/documents/em25-brochure-zh.pdf')], {
      'em25-brochure-zh.pdf': pdf,
    });
    expect(problemsOf(dir)).toEqual([]);
  });

  it.each<[string, Record<string, Buffer | string>, string]>([
    [
      'a file that is not there',
      {},
      'content/drones/zs-em25.yaml, Documents › no. 1 › PDF file: /documents/em25-brochure-zh.pdf is not in the documents folder (content/documents): upload the PDF again',
    ],
    [
      'a text file named .pdf',
      { 'em25-brochure-zh.pdf': 'ZS-EM25 brochure, to be written\n' },
      'content/drones/zs-em25.yaml, Documents › no. 1 › PDF file: content/documents/em25-brochure-zh.pdf is not a PDF, whatever its name says: export the document as a PDF and upload it again',
    ],
    [
      'a PDF larger than 20 MB',
      {
        'em25-brochure-zh.pdf': Buffer.concat([
          pdf,
          Buffer.alloc(maxDocumentBytes + 1 - pdf.length),
        ]),
      },
      'content/drones/zs-em25.yaml, Documents › no. 1 › PDF file: content/documents/em25-brochure-zh.pdf is 20.0 MB, more than the 20 MB a document may have: upload a smaller PDF',
    ],
    [
      'a Git LFS pointer in place of the PDF',
      {
        'em25-brochure-zh.pdf':
          'version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 12345\n',
      },
      'content/drones/zs-em25.yaml, Documents › no. 1 › PDF file: content/documents/em25-brochure-zh.pdf is a Git LFS pointer, not the PDF itself: fetch the documents with "git lfs pull" before building',
    ],
  ])('refuses %s, naming the content file and the field', (_, files, expected) => {
    const dir = contentWith([brochure('/documents/em25-brochure-zh.pdf')], files);
    expect(problemsOf(dir)).toEqual([expected]);
  });

  it('accepts a PDF of exactly 20 MB', () => {
    const dir = contentWith([brochure('/documents/em25-brochure-zh.pdf')], {
      'em25-brochure-zh.pdf': Buffer.concat([pdf, Buffer.alloc(maxDocumentBytes - pdf.length)]),
    });
    expect(problemsOf(dir)).toEqual([]);
  });

  it('refuses a file outside the documents folder or not named .pdf', () => {
    for (const file of ['/media/em25-brochure-zh.pdf', '/documents/em25-brochure-zh.docx']) {
      const dir = contentWith([brochure(file)]);
      expect(problemsOf(dir).join('\n')).toContain(
        'content/drones/zs-em25.yaml, Documents › no. 1 › PDF file: upload a PDF whose file name has only Latin letters',
      );
    }
  });
});

describe("the build's copy of uploaded documents", { timeout: 30_000 }, () => {
  it('writes each under its id, byte for byte, beside whatever else the folder holds', () => {
    const manual = Buffer.concat([pdf, Buffer.from('% the English manual\n')]);
    const dir = contentWith(
      [
        brochure('/documents/em25-brochure-zh.pdf'),
        {
          kind: 'manual',
          language: 'en',
          file: '/documents/EM25_Manual.PDF',
          title: 'ZS-EM25 user manual',
          version: 'v2.1',
        },
      ],
      { 'em25-brochure-zh.pdf': pdf, 'EM25_Manual.PDF': manual },
    );
    const { compiled } = checkContent(dir);
    const out = path.join(dir, 'built-documents');
    mkdirSync(out);
    // A spec sheet another step wrote there stays.
    writeFileSync(path.join(out, 'zs-EM25.specSheet.zh.pdf'), pdf);
    const written = copyUploadedDocuments(compiled!.drones, { from: dir, to: out });
    expect(written.map((file) => path.basename(file)).sort()).toEqual([
      'zs-EM25.brochure.zh.em25-brochure-zh.pdf',
      'zs-EM25.manual.en.EM25_Manual.pdf',
    ]);
    expect(readFileSync(path.join(out, 'zs-EM25.brochure.zh.em25-brochure-zh.pdf'))).toEqual(pdf);
    expect(readFileSync(path.join(out, 'zs-EM25.manual.en.EM25_Manual.pdf'))).toEqual(manual);
    expect(readFileSync(path.join(out, 'zs-EM25.specSheet.zh.pdf'))).toEqual(pdf);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { maxDocumentBytes } from '../content/document-files.ts';
import { documentProblems as refusedDocuments } from './check-documents.ts';
import { describeRefusedField } from './save-refusal.ts';

/* The editor's check of uploaded documents before saving, on a real content file. */

const em25 = (parse(readFileSync('content/drones/zs-em25.yaml', 'utf8')) as { en: object }).en;
const withDocuments = (...files: string[]) => ({
  ...em25,
  documents: files.map((file) => ({
    kind: 'brochure',
    language: 'zh',
    file,
    title: 'ZS-EM25 产品手册',
    version: '2026-11',
  })),
});
const pdf = '%PDF-1.7\n%%EOF\n';
/** The refusals as the banner words them. */
const documentProblems = async (...args: Parameters<typeof refusedDocuments>) =>
  (await refusedDocuments(...args)).map(describeRefusedField);
const upload = (name: string, ...parts: BlobPart[]) => ({
  path: `content/documents/${name}`,
  file: new Blob(parts),
});

describe('documents, checked before saving', () => {
  it('accept a PDF uploaded with the entry, and leave files saved before to the build', async () => {
    expect(
      await documentProblems(
        'drones',
        'zs-EM25',
        withDocuments('/documents/new.pdf', '/documents/saved-before.pdf'),
        [upload('new.pdf', pdf)],
      ),
    ).toEqual([]);
  });

  it('refuse an upload no document names, which Decap would save all the same', async () => {
    expect(
      await documentProblems('drones', 'zs-EM25', withDocuments('/documents/new.pdf'), [
        upload('refused.txt', 'notes\n'),
        upload('new.pdf', pdf),
        { path: 'content/media/vt15-field.jpg', file: new Blob(['jpeg']) },
      ]),
    ).toEqual([
      'Documents: refused.txt was uploaded but no document names it: delete it in the media library (select it, then "Delete selected"), or it is saved too',
    ]);
  });

  it('refuse what is not a PDF and what is over 20 MB, naming the field as the build does', async () => {
    expect(
      await documentProblems(
        'drones',
        'zs-EM25',
        withDocuments('/documents/ok.pdf', '/documents/notes.pdf', '/documents/scan.pdf'),
        [
          upload('ok.pdf', pdf),
          upload('notes.pdf', 'a text file renamed\n'),
          upload('scan.pdf', pdf, new Uint8Array(maxDocumentBytes)),
        ],
      ),
    ).toEqual([
      'Documents › no. 2 › PDF file: notes.pdf is not a PDF, whatever its name says: export the document as a PDF and upload it again',
      'Documents › no. 3 › PDF file: scan.pdf is 20.0 MB, more than the 20 MB a document may have: upload a smaller PDF',
    ]);
  });
});

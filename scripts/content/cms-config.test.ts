import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { z } from 'zod';
import { entryTypes } from '../../src/content/collections.ts';
import { elementOf, shapeOf, typeOf, unwrap } from '../../src/content/field-labels.ts';
import { lengthRules, numberRules, patternRule } from '../../src/content/schema-rules.ts';
import { contentDir, projectRoot } from '../build-layout.ts';
import { CmsEnvironmentError, backendOrigins, cmsBackendFromEnvironment } from './cms-backend.ts';
import { localSaveLocale } from '../../src/admin/editor-words.ts';
import { cmsConfig, singularLabel, type CmsCollection, type CmsField } from './cms-config.ts';
import { readContent } from './load-content.ts';
import { documentFile } from './document-files.ts';
import { mediaFile } from './photos.ts';

/*
 * The editor's configuration is generated from the content schemas; this walks both and fails
 * where they disagree: a schema field without an editor field or the reverse, a required field
 * the editor lets an editor leave empty, a range, pattern, option list or list length the editor
 * does not enforce, and a key of a content file the editor would not show.
 */

const { content } = readContent();
const config = cmsConfig(content);

/** Every disagreement between a schema field and its editor field, as "path: problem". */
function disagreements(schema: z.ZodType, field: CmsField, where: string): string[] {
  const problems: string[] = [];
  const { schema: inner, info, optional } = unwrap(schema);
  const type = typeOf(inner);
  const say = (problem: string) => problems.push(`${where}: ${problem}`);

  if (type !== 'boolean' && field.widget !== 'hidden') {
    const editorRequired = field.required !== false;
    const listMayBeEmpty = type === 'array' && !((lengthRules(inner).min ?? 0) > 0);
    if (editorRequired !== (!optional && !listMayBeEmpty)) {
      say(
        `the editor ${editorRequired ? 'requires' : 'does not require'} it, the build does not agree`,
      );
    }
  }
  if (info.widget === 'figure') {
    if (field.widget !== 'figure') say(`is a figure, the editor shows a ${field.widget}`);
    else expect(field.figure, where).toEqual(info.figure);
    return problems;
  }
  if (info.widget === 'text' && !['string', 'text'].includes(field.widget)) {
    say(`is a text, the editor shows a ${field.widget}`);
  }
  if (type === 'number') {
    const { min, max } = numberRules(inner);
    if (min !== undefined && field.min !== min) say(`minimum ${min}, editor ${field.min}`);
    if (max !== undefined && field.max !== max) say(`maximum ${max}, editor ${field.max}`);
  }
  if (type === 'string' && !info.widget) {
    const source = patternRule(inner)?.source;
    if (source !== undefined && field.pattern?.[0] !== source) {
      say(`pattern ${source}, editor ${String(field.pattern?.[0])}`);
    }
  }
  if (info.widget === 'image') {
    // Decap tests an image's pattern against the chosen file's name and stores the media
    // library's path; the build checks that path. Both must take and refuse the same files.
    if (field.widget !== 'image') say(`is a picture, the editor shows a ${field.widget}`);
    const names = [
      'vt15-field.jpg',
      '垂直起降-航拍.jpeg',
      'DSC_0042.JPG',
      'plan.png',
      'scan.tiff',
      '.hidden.jpg',
      'drawing.svg',
      'clip.gif',
      'notes.txt',
    ];
    sayFileNameDisagreements(inner, field, config.public_folder, names, 'notes.txt', say);
  }
  if (info.widget === 'file') {
    // The same for a document: the editor tests the file's name, the build the stored path.
    if (field.widget !== 'file') say(`is a file, the editor shows a ${field.widget}`);
    if (field.public_folder !== info.folder)
      say(`is named under ${info.folder}, not ${field.public_folder}`);
    const names = [
      'em25-brochure-zh.pdf',
      'EM25_Manual_v2.1.PDF',
      '宣传册.pdf',
      'em25 brochure.pdf',
      '.hidden.pdf',
      'brochure.txt',
      'brochure.pdf.exe',
      'brochure.docx',
    ];
    sayFileNameDisagreements(inner, field, info.folder, names, 'brochure.txt', say);
  }
  if (type === 'enum') {
    const values = (inner as z.ZodEnum).options as string[];
    if (JSON.stringify(field.options?.map((option) => option.value)) !== JSON.stringify(values)) {
      say(`options ${values.join(', ')}, editor ${field.options?.map((o) => o.value).join(', ')}`);
    }
  }
  if (type === 'object') {
    problems.push(...fieldsDisagree(shapeOf(inner)!, field.fields ?? [], where));
  }
  if (type === 'array') {
    const { min, max } = lengthRules(inner);
    if (min !== undefined && field.min !== min) say(`at least ${min} items, editor ${field.min}`);
    if (max !== undefined && field.max !== max) say(`at most ${max} items, editor ${field.max}`);
    const element = elementOf(inner)!;
    const elementType = typeOf(unwrap(element).schema);
    if (field.widget === 'list' && elementType === 'object') {
      problems.push(...fieldsDisagree(shapeOf(element)!, field.fields ?? [], `${where}[]`));
    } else if (field.widget === 'list') {
      problems.push(...disagreements(element, { ...field.field!, required: true }, `${where}[]`));
    } else if (field.widget !== 'relation') {
      say(`is a list, the editor shows a ${field.widget}`);
    }
  }
  return problems;
}

/**
 * Where the editor, which tests a chosen file's name against the field's pattern, and the build,
 * which checks the path stored under `folder`, take or refuse `names` apart; and where their
 * words for refusing `refused` differ.
 */
function sayFileNameDisagreements(
  schema: z.ZodType,
  field: CmsField,
  folder: string,
  names: readonly string[],
  refused: string,
  say: (problem: string) => void,
): void {
  for (const name of names) {
    const editor = new RegExp(field.pattern?.[0] ?? '').test(name);
    const build = schema.safeParse(`${folder}/${name}`).success;
    if (editor !== build) say(`the editor ${editor ? 'takes' : 'refuses'} ${name}, the build not`);
  }
  const message = schema.safeParse(`${folder}/${refused}`).error?.issues[0]?.message;
  if (message !== undefined && field.pattern?.[1] !== message)
    say(`says "${String(field.pattern?.[1])}" where the build says "${message}"`);
}

function fieldsDisagree(
  shape: Record<string, z.ZodType>,
  fields: readonly CmsField[],
  where: string,
): string[] {
  const problems: string[] = [];
  const byName = new Map(fields.map((field) => [field.name, field]));
  for (const [key, schema] of Object.entries(shape)) {
    const field = byName.get(key);
    if (!field) problems.push(`${where}.${key}: in the schema, not in the editor`);
    else problems.push(...disagreements(schema, field, `${where}.${key}`));
  }
  for (const name of byName.keys()) {
    if (!(name in shape)) problems.push(`${where}.${name}: in the editor, not in the schema`);
  }
  return problems;
}

function collectionOf(name: string): CmsCollection {
  return config.collections.find((collection) => collection.name === name)!;
}

/** The editor's fields for a folder collection's entries, or for one file of a files one. */
function editorFields(collectionName: string, fileName?: string): readonly CmsField[] {
  const cms = collectionOf(collectionName);
  return fileName ? cms.files!.find((f) => f.name === fileName)!.fields : cms.fields!;
}

/**
 * Each kind of entry with its editor fields, and the shape of its texts (a page's texts are
 * shaped by its English ones, which name its list items).
 */
function entryTypesWithFields() {
  return entryTypes().map(({ collection, file, entry }) => {
    const reference = file
      ? content.entries.find((candidate) => candidate.name === file.name)?.texts.en
      : undefined;
    return {
      where: file ? `${collection.name}/${file.name}` : collection.name,
      entry,
      texts: shapeOf(entry.texts(reference)),
      fields: editorFields(collection.name, file?.name),
    };
  });
}

/** Every key of a stored value that the editor fields do not describe. */
function keysWithoutField(value: unknown, fields: readonly CmsField[], where: string): string[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  const problems: string[] = [];
  for (const [key, child] of Object.entries(value)) {
    const field = fields.find((candidate) => candidate.name === key);
    if (!field) {
      problems.push(`${where}.${key}`);
      continue;
    }
    if (field.widget === 'figure') continue;
    const children = field.fields ?? (field.field?.fields as CmsField[] | undefined);
    if (field.widget === 'object')
      problems.push(...keysWithoutField(child, children ?? [], `${where}.${key}`));
    if (field.widget === 'list' && Array.isArray(child) && field.fields) {
      child.forEach((item, index) =>
        problems.push(...keysWithoutField(item, field.fields!, `${where}.${key}[${index}]`)),
      );
    }
  }
  return problems;
}

describe("the editor's configuration", { timeout: 30_000 }, () => {
  it('has a field for every schema field, with the same rules, and no other', () => {
    const problems: string[] = [];
    for (const { where, entry, texts, fields } of entryTypesWithFields()) {
      problems.push(...fieldsDisagree({ ...shapeOf(entry.data), ...texts }, fields, where));
    }
    expect(problems).toEqual([]);
  });

  it('writes texts per language and every other field once', () => {
    for (const { where, texts, fields } of entryTypesWithFields()) {
      const translated = fields.filter((field) => field.i18n).map((field) => field.name);
      expect(translated.sort(), where).toEqual(Object.keys(texts ?? {}).sort());
    }
    expect(config.i18n).toEqual({
      structure: 'single_file',
      locales: ['en', 'zh'],
      default_locale: 'en',
    });
  });

  it('shows every key of every content file', () => {
    const problems: string[] = [];
    for (const entry of content.entries) {
      const fields = editorFields(entry.collection, entry.name);
      const stored = parse(readFileSync(path.join(projectRoot, entry.file), 'utf8')) as {
        en: unknown;
        zh: unknown;
      };
      problems.push(...keysWithoutField(stored.en, fields, `${entry.file} en`));
      problems.push(
        ...keysWithoutField(
          stored.zh,
          fields.filter((field) => field.i18n),
          `${entry.file} zh`,
        ),
      );
    }
    expect(problems).toEqual([]);
  });

  it('reads and writes the folders and files the build reads', () => {
    for (const cms of config.collections) {
      for (const file of cms.files ?? []) {
        expect(
          content.entries.some((entry) => entry.file === file.file),
          file.file,
        ).toBe(true);
      }
    }
    expect(collectionOf('drones').folder).toBe('content/drones');
  });

  it('gives each drone a Documents list whose choices read as words and whose PDFs go into content/documents', () => {
    const documents = collectionOf('drones').fields!.find((field) => field.name === 'documents')!;
    expect(documents).toMatchObject({
      label: 'Documents',
      widget: 'list',
      required: false,
      summary: '{{fields.title}} · {{fields.version}}',
    });
    const byName = Object.fromEntries(documents.fields!.map((field) => [field.name, field]));
    expect(Object.keys(byName)).toEqual(['kind', 'language', 'file', 'title', 'version']);
    expect(byName.kind).toMatchObject({
      label: 'Kind',
      widget: 'select',
      required: true,
      options: [
        { label: 'Brochure', value: 'brochure' },
        { label: 'User manual', value: 'manual' },
        { label: 'Other document', value: 'other' },
      ],
    });
    expect(byName.language).toMatchObject({
      label: 'Language',
      widget: 'select',
      required: true,
      options: [
        { label: 'English', value: 'en' },
        { label: '中文', value: 'zh' },
      ],
    });
    expect(byName.file).toMatchObject({
      label: 'PDF file',
      widget: 'file',
      required: true,
      choose_url: false,
      // From the repository's root, not the entry's folder; named as content names it.
      media_folder: '/content/documents',
      public_folder: '/documents',
    });
    expect(byName.file!.pattern![1]).toMatch(/^upload a PDF/);
    expect(byName.title).toMatchObject({ label: 'Title', widget: 'string', required: true });
    expect(byName.version).toMatchObject({
      label: 'Date or version',
      widget: 'string',
      required: true,
    });
    // Photos keep their own folder.
    expect(config.media_folder).toBe('content/media');
    expect(documentFile(contentDir, '/documents/em25-brochure-zh.pdf')).toBe(
      path.join(contentDir, 'documents', 'em25-brochure-zh.pdf'),
    );
  });

  it('uploads into the folder the build reads photos from, and names them as the build does', () => {
    expect(config.media_folder).toBe('content/media');
    expect(mediaFile(contentDir, `${config.public_folder}/vt15-field.jpg`)).toBe(
      path.join(contentDir, 'media', 'vt15-field.jpg'),
    );
  });
});

describe("the editor's words for lists, pickers and figures", () => {
  const fieldsOf = (collection: string): CmsField[] => {
    const cms = collectionOf(collection);
    return cms.fields ?? cms.files?.flatMap((file) => file.fields) ?? [];
  };
  const field = (collection: string, ...names: string[]): CmsField => {
    let fields = fieldsOf(collection);
    let found: CmsField | undefined;
    for (const name of names) {
      found = fields.find((candidate) => candidate.name === name);
      fields = found?.fields ?? [];
    }
    return found!;
  };

  it('counts one item of a list in the singular', () => {
    expect(field('drones', 'photos').label_singular).toBe('Photo');
    // Its plural word is not the last: the field says its singular itself.
    expect(field('drones', 'editorial').label_singular).toBe('Figure still to confirm (editorial)');
    expect(singularLabel('FAQ entries')).toBe('FAQ entry');
    expect(singularLabel('Boxes')).toBe('Box');
    expect(singularLabel('Series')).toBe('Series');
    expect(singularLabel('Status')).toBe('Status');
    expect(singularLabel('Delivery points (for this payload)')).toBe(
      'Delivery point (for this payload)',
    );
  });

  it('shows related entries by their words, not their ids', () => {
    expect(field('drones', 'features')).toMatchObject({
      widget: 'relation',
      display_fields: ['text'],
      value_field: 'id',
    });
    expect(field('drones', 'keyFeatures').display_fields).toEqual(['title']);
    expect(field('drones', 'faq').display_fields).toEqual(['question']);
    expect(field('news', 'model').display_fields).toEqual(['name']);
  });

  it("offers a figure's conditions in the site's words", () => {
    const flightTime = field('drones', 'figures', 'flightTime');
    expect(flightTime.condition_options).toContainEqual({
      label: 'no payload',
      value: 'noPayload',
    });
    expect(flightTime.condition_options).toContainEqual({
      label: 'with … payload',
      value: 'withPayload',
    });
  });
});

describe("the editor's sign-in screen", () => {
  it("shows the company's mark and short name in both languages, as the company's facts say", () => {
    const src = config.logo.src;
    expect(src).toMatch(/^data:image\/svg\+xml,/);
    const svg = decodeURIComponent(src.slice('data:image/svg+xml,'.length));
    const company = content.entries.find((entry) => entry.collection === 'company')!;
    for (const lang of ['en', 'zh'] as const) {
      const { shortName } = (company.texts[lang] as { company: { shortName: string } }).company;
      expect(svg).toContain(`>${shortName}</text>`);
    }
    // The header's mark, its four rotors.
    expect(svg.match(/<circle /g)).toHaveLength(4);
  });
});

describe('production editing settings', () => {
  const env = {
    CMS_BACKEND: 'gitlab',
    CMS_REPO: 'web/zs-uav-site',
    CMS_BASE_URL: 'https://git.example.com',
    CMS_OAUTH_CLIENT_ID: 'abc123',
  };

  it('are off when none is set, so a local build edits through the local proxy', () => {
    expect(cmsBackendFromEnvironment({})).toBeUndefined();
    expect(cmsConfig(content).backend).toEqual({
      name: 'proxy',
      proxy_url: 'http://127.0.0.1:8081/api/v1',
      branch: 'main',
    });
  });

  it('configure the git host, the branch, sign-in and the editorial workflow', () => {
    const backend = cmsBackendFromEnvironment(env);
    expect(backend).toEqual({
      name: 'gitlab',
      repo: 'web/zs-uav-site',
      branch: 'main',
      auth_type: 'pkce',
      app_id: 'abc123',
      base_url: 'https://git.example.com',
      api_root: 'https://git.example.com/api/v4',
      auth_endpoint: 'oauth/authorize',
    });
    expect(cmsConfig(content, { backend }).publish_mode).toBe('editorial_workflow');
    // Decap's own words there, where "Publish" really publishes; "Save" where saving only
    // writes files (src/admin/editor-words.ts).
    expect(cmsConfig(content, { backend }).locale).toBe('en');
    expect(cmsConfig(content).locale).toBe(localSaveLocale);
    expect(backendOrigins(backend)).toEqual(['https://git.example.com']);
    expect(
      cmsBackendFromEnvironment({ ...env, CMS_BACKEND: 'forgejo', CMS_BRANCH: 'live' }),
    ).toEqual({
      name: 'forgejo',
      repo: 'web/zs-uav-site',
      branch: 'live',
      app_id: 'abc123',
      api_root: 'https://git.example.com/api/v1',
    });
  });

  it.each([
    [{ ...env, CMS_BACKEND: 'gitea' }, 'cannot run the editorial workflow'],
    [{ ...env, CMS_OAUTH_CLIENT_ID: '' }, 'CMS_OAUTH_CLIENT_ID is missing'],
    [
      { ...env, CMS_BASE_URL: 'http://git.example.com' },
      'CMS_BASE_URL must be an https:// address',
    ],
    [{ ...env, CMS_REPO: 'just-a-name' }, 'CMS_REPO must be the repository as owner/name'],
    [{ CMS_REPO: 'web/site' }, 'CMS_BACKEND must be gitlab, forgejo or github'],
  ])('stop the build when wrong: %o', (given, message) => {
    expect(() => cmsBackendFromEnvironment(given)).toThrow(CmsEnvironmentError);
    expect(() => cmsBackendFromEnvironment(given)).toThrow(message);
  });
});

import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { projectRoot } from '../../../scripts/build-layout.ts';

const vnuJar = path.join(projectRoot, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

function describeMessage(message: VnuMessage, folder: string): string {
  const file = message.url ? path.relative(folder, new URL(message.url).pathname) : '(checker)';
  const where = message.lastLine === undefined ? file : `${file}:${message.lastLine}`;
  const extract = message.extract ? `\n    ${message.extract.replaceAll('\n', '↵')}` : '';
  return `${where}: ${message.message}${extract}`;
}

/**
 * The checker (26.9) allows `blocking` on a stylesheet link only, where the HTML standard also
 * allows it on `<link rel="expect">`, the link that holds the first paint until an element is
 * parsed (docs/decisions/062-whole-markup-first.md). Only that message on that link is set aside.
 */
function isExpectLinkGap({ message, extract = '' }: VnuMessage): boolean {
  return (
    message.startsWith('A “link” element with a “blocking” attribute must have a “rel”') &&
    /<link rel="expect" href="#[^"]+" blocking="render"/.test(extract)
  );
}

/**
 * HTML made the content-language pragma obsolete (a browser takes <html lang>, which every page
 * has), and the checker reports it. Baidu still reads a page's language from it, so each page
 * carries it on purpose (docs/decisions/070-china-maps-and-baidu.md). Only that message, on a
 * pragma naming one of the site's languages, is set aside.
 */
function isContentLanguagePragma({ message, extract = '' }: VnuMessage): boolean {
  return (
    message.startsWith('Using the “meta” element to specify the document-wide default language') &&
    /<meta http-equiv="content-language" content="(en|zh-CN)"/.test(extract)
  );
}

/**
 * The errors the Nu HTML Checker finds in `files`, each with its file (relative to `folder`),
 * line and extract; none for valid HTML. One Java start for all files: starting the checker
 * costs far more than checking a page. The report goes to stdout and the exit code stays 0,
 * so findings arrive as JSON rather than as a failed process, and Java's own warnings on
 * stderr cannot corrupt them.
 */
export async function htmlErrors(
  files: string[],
  { folder, timeoutMs }: { folder: string; timeoutMs: number },
): Promise<string[]> {
  const { stdout } = await promisify(execFile)(
    'java',
    [
      // A run lasts seconds: the JIT's second tier would spend more CPU compiling than it saves
      // (5.4 → 2.6 core-seconds for every built page). Its first tier's frames are larger, so
      // the schema's deep recursion needs a larger stack than the checker's 512 KB minimum.
      '-XX:TieredStopAtLevel=1',
      '-Xss16m',
      '-XX:+UseSerialGC',
      '-jar',
      vnuJar,
      '--errors-only',
      '--exit-zero-always',
      '--stdout',
      '--format',
      'json',
      ...files,
    ],
    { maxBuffer: 64 * 1024 * 1024, timeout: timeoutMs },
  ).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'ENOENT'
      ? new Error('The HTML check needs Java 17+: npm test installs default-jre-headless.')
      : error;
  });
  const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
  return messages
    .filter(
      (message) =>
        message.type !== 'info' && !isExpectLinkGap(message) && !isContentLanguagePragma(message),
    )
    .map((message) => describeMessage(message, folder));
}

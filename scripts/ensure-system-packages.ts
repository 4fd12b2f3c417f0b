import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { hasWrk, nginxBinary } from './bench/throughput.ts';
import { postgresBinDir } from './postgres-server.ts';

/**
 * What `npm test` and `npm run bench` need that npm cannot install, installed with apt when
 * missing so that both work on a fresh machine.
 */
interface SystemPackage {
  apt: string;
  present: () => boolean;
}

function commandWorks(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

// Debian's Chromium, which playwright-core and Lighthouse drive.
const chromium: SystemPackage = { apt: 'chromium', present: () => existsSync('/usr/bin/chromium') };
// Without them Chinese renders as boxes, and Chinese pages measure a layout no reader gets.
const cjkFonts: SystemPackage = {
  apt: 'fonts-noto-cjk',
  present: () => existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'),
};
// The tests and the lead bench start a throwaway server of their own (postgres-server.ts).
const postgresql: SystemPackage = {
  apt: 'postgresql',
  present: () => postgresBinDir() !== undefined,
};

export const testPackages: readonly SystemPackage[] = [
  chromium,
  cjkFonts,
  // The HTML validator (vnu) is a Java program.
  { apt: 'default-jre-headless', present: () => commandWorks('java', ['-version']) },
  postgresql,
];

export const benchPackages: readonly SystemPackage[] = [
  chromium,
  cjkFonts,
  postgresql,
  // The throughput bench loads the server with wrk and compares it with nginx (throughput.ts).
  { apt: 'wrk', present: hasWrk },
  { apt: 'nginx-light', present: () => existsSync(nginxBinary) },
];

/** `command` names what needs the packages, for the message when they cannot be installed. */
export function ensureSystemPackages(packages: readonly SystemPackage[], command: string): void {
  const missing = packages.filter((item) => !item.present()).map((item) => item.apt);
  if (missing.length === 0) return;
  const asRoot = process.getuid?.() === 0;
  const sudo = asRoot ? [] : ['sudo', '-n'];
  if (!asRoot && !commandWorks('sudo', ['-n', 'true'])) {
    throw new Error(
      `${command} needs these Debian packages: ${missing.join(', ')}.\n` +
        `Install them with: sudo apt-get install -y ${missing.join(' ')}`,
    );
  }
  console.log(`Installing ${missing.join(', ')} with apt...`);
  const run = (args: string[]) =>
    execFileSync(sudo[0] ?? args[0]!, [...sudo.slice(1), ...(sudo.length ? args : args.slice(1))], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...missing]);
}

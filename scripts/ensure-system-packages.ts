import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { postgresBinDir } from './postgres-server.ts';

/**
 * What the tests need that npm cannot install: Debian's Chromium (playwright-core drives it),
 * CJK fonts (without them Chinese renders as boxes), a Java runtime for the HTML validator and
 * PostgreSQL (the tests start a throwaway server of their own; scripts/postgres-server.ts).
 * Installed with apt when missing, so `npm test` works on a fresh machine.
 */
interface SystemPackage {
  apt: string;
  present: () => boolean;
}

function commandWorks(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

const requirements: SystemPackage[] = [
  { apt: 'chromium', present: () => existsSync('/usr/bin/chromium') },
  {
    apt: 'fonts-noto-cjk',
    present: () => existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'),
  },
  { apt: 'default-jre-headless', present: () => commandWorks('java', ['-version']) },
  { apt: 'postgresql', present: () => postgresBinDir() !== undefined },
];

export function ensureSystemPackages(): void {
  const missing = requirements.filter((requirement) => !requirement.present()).map((r) => r.apt);
  if (missing.length === 0) return;
  const asRoot = process.getuid?.() === 0;
  const sudo = asRoot ? [] : ['sudo', '-n'];
  if (!asRoot && !commandWorks('sudo', ['-n', 'true'])) {
    throw new Error(
      `The tests need these Debian packages: ${missing.join(', ')}.\n` +
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

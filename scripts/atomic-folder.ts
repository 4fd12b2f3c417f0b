import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes a folder anew without a moment where it is half-written: `write` fills a staging
 * folder beside `target`, which then takes its place. When `write` fails (returns false or
 * throws), `target` is left as it was and the staging folder is removed
 * (docs/decisions/046-atomic-build.md).
 */
export async function replaceFolderAtomically(
  target: string,
  write: (staging: string) => boolean | Promise<boolean>,
): Promise<boolean> {
  const sibling = (role: string) =>
    path.join(path.dirname(target), `.${path.basename(target)}-${role}-${process.pid}`);
  const staging = sibling('building');
  const retired = sibling('old');
  await rm(staging, { recursive: true, force: true });
  let written = false;
  try {
    written = await write(staging);
  } finally {
    if (!written) await rm(staging, { recursive: true, force: true });
  }
  if (!written) return false;
  // Two renames: Linux cannot swap two folders in one. `target` is missing only between them.
  if (existsSync(target)) await rename(target, retired);
  await rename(staging, target);
  await rm(retired, { recursive: true, force: true });
  return true;
}

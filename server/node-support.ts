import packageJson from '../package.json' with { type: 'json' };

/**
 * The day each Node.js major stops getting security fixes, from the Node.js release schedule
 * (github.com/nodejs/Release, schedule.json, as of July 2026). Majors older than the first
 * listed ended before it.
 */
const endOfLife: Readonly<Record<number, string>> = {
  18: '2025-04-30',
  19: '2023-06-01',
  20: '2026-04-30',
  21: '2024-06-01',
  22: '2027-04-30',
  23: '2025-06-01',
  24: '2028-04-30',
  25: '2026-06-01',
  26: '2029-04-30',
  27: '2030-04-30',
};
const firstListed = 18;

/** The Node.js the project runs on and is tested on: package.json "engines", e.g. ">=24.11". */
export const supportedNode: string = packageJson.engines.node;
/** The oldest major that promise allows. */
export const oldestSupportedMajor = Number(/\d+/.exec(supportedNode)?.[0]);

export function majorOf(version: string): number {
  return Number(/^v?(\d+)\./.exec(version)?.[1]);
}

/**
 * The one warning a server prints at start on a Node.js past its end of life, where it faces
 * the internet and takes personal data with no more security fixes; undefined on a line still
 * supported, or newer than the list above.
 */
export function endOfLifeWarning(
  version: string = process.version,
  today: Date = new Date(),
): string | undefined {
  const major = majorOf(version);
  const end = endOfLife[major];
  const ended =
    major < firstListed ? 'long ago' : end && today.toISOString() >= end ? `on ${end}` : undefined;
  if (!ended) return undefined;
  return (
    `Warning: Node.js ${version} reached its end of life ${ended} and gets no security fixes. ` +
    `Run this server on Node.js ${supportedNode} (README, "Node.js").`
  );
}

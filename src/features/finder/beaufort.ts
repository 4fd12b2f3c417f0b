/**
 * The top of each Beaufort level's band in m/s (WMO), level 0 first; level 12 has no top. A
 * speed on a band's top belongs to that band, so 10.7 m/s is still level 5.
 */
const bandTops = [0.2, 1.5, 3.3, 5.4, 7.9, 10.7, 13.8, 17.1, 20.7, 24.4, 28.4, 32.6] as const;

/** The Beaufort level whose band holds a wind speed in m/s: 10 m/s is level 5. */
export function beaufortLevelOf(metresPerSecond: number): number {
  const level = bandTops.findIndex((top) => metresPerSecond <= top);
  return level === -1 ? bandTops.length : level;
}

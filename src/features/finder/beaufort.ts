/**
 * The top of each Beaufort level's band in m/s (WMO), level 0 first; level 12 has no top.
 */
const bandTops = [0.2, 1.5, 3.3, 5.4, 7.9, 10.7, 13.8, 17.1, 20.7, 24.4, 28.4, 32.6] as const;

/**
 * The highest Beaufort level an aircraft rated for a wind speed in m/s withstands over the whole
 * band: 10 m/s covers level 4 (up to 7.9 m/s) but only part of level 5 (8.0 to 10.7 m/s), so it
 * is level 4. Counting the level whose band merely holds the speed would promise more than was
 * published, as rounding an estimate up would.
 */
export function beaufortLevelOf(metresPerSecond: number): number {
  return Math.max(
    0,
    bandTops.findLastIndex((top) => top <= metresPerSecond),
  );
}

export type { GroundStation } from './ground-station-schema.ts';
export type { GroundStationKind } from './categories.ts';

/**
 * Fixed stations and portable controllers (content/ground-stations). The spec gives their fields
 * and the listing's filter bands but no figures, so every figure is editorial; the set was
 * chosen so each band of docs/requirements/catalogue.md holds at least one station.
 */
export { groundStations } from '../generated/ground-stations.ts';

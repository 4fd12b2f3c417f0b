import { drones } from '../generated/drones.ts';

export type { Drone, DroneFigures } from './drone-schema.ts';

/**
 * The drone models with every figure of docs/requirements/catalogue.md, read from content/drones
 * (one file per model, checked against drone-schema.ts when the site is built). Where the spec
 * gives no figure the value is editorial and its path is listed in `editorial`; where a buyer
 * expects a figure the spec lacks, it is "on request"
 * (docs/decisions/013-editorial-marks-and-figures-on-request.md). The conflicting figures of
 * docs/requirements/catalogue.md are resolved once in the content:
 * docs/decisions/005-catalogue-conflicts.md. Multirotor flight times are all stated with no
 * payload, so listings compare like with like (docs/decisions/011-listing-cards-and-conditions.md).
 * Ordered by series, then by each model's position in its listing.
 */
export { drones };

import type { Catalogue } from './catalogue.ts';
import { drones } from './drones.ts';
import { groundStations } from './ground-stations.ts';
import { payloads } from './payloads.ts';

/**
 * Every product, for what needs them all: the build, the editor's preview, the head builder,
 * the tests. A public page renders from its own slice instead (catalogue.ts).
 */
export const fullCatalogue: Catalogue = { drones, payloads, groundStations, carriers: drones };

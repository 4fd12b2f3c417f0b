import {
  groundStationSchema,
  groundStationTextSchema,
} from '../../catalogue/ground-station-schema.ts';
import { declaredEntry, productOrder, productTexts } from '../collection-parts.ts';
import type { FolderCollection } from '../collection-types.ts';

export const groundStations: FolderCollection = {
  kind: 'folder',
  name: 'ground-stations',
  label: 'Ground stations',
  labelSingular: 'Ground station',
  description: 'Fixed ground stations and portable controllers.',
  folder: 'ground-stations',
  identifier: 'slug',
  summary: '{{name}}',
  entry: declaredEntry(groundStationSchema, groundStationTextSchema, [
    ...productOrder,
    'name',
    'specs',
    'detailedSpecs',
    'photos',
    'features',
    'patents',
    'editorial',
  ]),
  place: productTexts('groundStations'),
};

import { droneModels } from '../../catalogue/drone-models.ts';
import { drones } from '../../catalogue/drones.ts';
import { groundStations } from '../../catalogue/ground-stations.ts';
import type { PhotoVariants } from '../../catalogue/photo-variants.ts';
import {
  deliveryPayloads,
  firefightingPayloads,
  payloads,
  sensorPayloads,
} from '../../catalogue/payloads.ts';
import type { ProductPhoto } from '../../catalogue/product-schema.ts';
import { deliveryTimeReduction } from '../../content/claims.ts';
import { newsItems } from '../../content/news.ts';
import { solutionContent, solutionContentFrom } from '../../content/solutions.ts';
import { photoVariants } from '../../generated/photos.ts';
import type { PreviewedData } from './editor-entry.ts';

/*
 * The site's pages read their data from the catalogue's modules (src/generated, through
 * src/catalogue and src/content), not from props. The preview puts the entry being edited in
 * place of the published one in those very objects, in the editor's document only, and the
 * pages then read it as they read any entry. The public pages never load this module, so their
 * code is what it was (docs/decisions/050-live-preview.md).
 *
 * A published entry is changed in place rather than replaced, so every list that holds it (the
 * payload families and the list of all payloads, the listing's products) shows the change; a
 * new entry is added to its lists. undoPreview() puts everything back.
 */

type Mutable = Record<string, unknown>;

/** The published objects changed by the preview, with copies of what they held. */
const changed = new Map<Mutable, Mutable>();
/** Entries the preview added to a list, to be taken out again. */
const added: { list: unknown[]; item: unknown }[] = [];

function replaceContents(target: Mutable, source: object): void {
  for (const key of Object.keys(target)) delete target[key];
  Object.assign(target, source);
}

/** Gives a published object the entry's contents, remembering what it held. */
function overwrite(target: object, source: object): void {
  const object = target as Mutable;
  if (!changed.has(object)) changed.set(object, { ...object });
  replaceContents(object, source);
}

function addTo<T>(lists: readonly (readonly T[])[], item: T): void {
  for (const list of lists) {
    (list as T[]).push(item);
    added.push({ list: list as unknown[], item });
  }
}

/** Puts the published data back as it was before any preview. */
export function undoPreview(): void {
  for (const [object, original] of changed) replaceContents(object, original);
  changed.clear();
  for (const { list, item } of added.splice(0).reverse()) list.splice(list.lastIndexOf(item), 1);
  for (const image of uploadedPhotos.splice(0)) delete (photoVariants as Mutable)[image];
}

const sameFile = (slug: string, fileName: string) =>
  fileName !== '' && slug.toLowerCase() === fileName.toLowerCase();

/** Stand-ins for the variants of photos uploaded in this session, to be taken out again. */
const uploadedPhotos: string[] = [];

/**
 * A photo uploaded in this session has no responsive variants until the content step runs on
 * save: until then the preview shows the upload itself.
 */
function photosShown(photos: readonly ProductPhoto[], assetUrl: (image: string) => string) {
  const variants = photoVariants as Record<string, PhotoVariants>;
  for (const { image } of photos) {
    if (variants[image]) continue;
    variants[image] = { width: 1280, height: 800, avif: '', webp: '', src: assetUrl(image) };
    uploadedPhotos.push(image);
  }
}

function product<T extends { slug: string }>(
  lists: readonly (readonly T[])[],
  item: T,
  fileName: string,
): void {
  const published = lists[0]!.find((candidate) => sameFile(candidate.slug, fileName));
  if (published) overwrite(published, item);
  else addTo(lists, item);
}

/**
 * Shows `data`, the entry being edited, wherever the site's pages read it; the entry's file is
 * `fileName` ('' for an entry not saved yet). Undoes the previous preview first.
 */
export function showInSiteData(
  data: PreviewedData,
  fileName: string,
  assetUrl: (image: string) => string = (image) => image,
): void {
  undoPreview();
  switch (data.kind) {
    case 'drone': {
      const { drone } = data;
      photosShown(drone.photos, assetUrl);
      const model = droneModels.find((candidate) => sameFile(candidate.slug, fileName));
      const summary = { slug: drone.slug, series: drone.series, name: drone.name };
      if (model) overwrite(model, summary);
      else addTo([droneModels], summary as (typeof droneModels)[number]);
      product([drones], drone, fileName);
      return;
    }
    case 'payload': {
      const { payload } = data;
      photosShown(payload.photos, assetUrl);
      const family = {
        sensors: sensorPayloads,
        firefighting: firefightingPayloads,
        delivery: deliveryPayloads,
      }[payload.category];
      product([family, payloads], payload, fileName);
      return;
    }
    case 'groundStation':
      photosShown(data.station.photos, assetUrl);
      product([groundStations], data.station, fileName);
      return;
    case 'news': {
      const published = newsItems.find((item) => fileName !== '' && item.id === fileName);
      if (published) overwrite(published, data.item);
      else addTo([newsItems], data.item);
      return;
    }
    case 'solution':
      overwrite(solutionContent[data.solution], solutionContentFrom(data.solution, data.data));
      if (data.deliveryTimeReduction) overwrite(deliveryTimeReduction, data.deliveryTimeReduction);
      return;
  }
}

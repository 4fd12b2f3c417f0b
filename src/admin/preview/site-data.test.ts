import { afterEach, describe, expect, it } from 'vitest';
import { fullCatalogue } from '../../features/catalogue/full-catalogue.ts';
import { droneModels } from '../../catalogue/drone-models.ts';
import { drones, type Drone } from '../../catalogue/drones.ts';
import { findPayload, payloads, payloadsIn, type Payload } from '../../catalogue/payloads.ts';
import { productPhotos } from '../../catalogue/product-photos.ts';
import { deliveryTimeReduction } from '../../content/claims.ts';
import { latestNews, newsItems } from '../../content/news.ts';
import { solutionContent } from '../../content/solutions.ts';
import { findDrone, findProduct } from '../../features/catalogue/catalogue-products.ts';
import { showInSiteData, undoPreview } from './site-data.ts';

/* The entry being edited, shown wherever the site's pages read the published one. */

afterEach(() => undoPreview());

const vt15 = () => structuredClone(findDrone(fullCatalogue, 'vtol', 'zs-VT15')!);

describe('the preview in the site data', () => {
  it('shows an edited drone wherever the pages read it, and undoes it', () => {
    const published = vt15();
    const edited: Drone = {
      ...vt15(),
      headline: { ...published.headline, range: { value: 260, unit: 'km' } },
    };
    showInSiteData({ kind: 'drone', drone: edited }, 'zs-vt15');

    expect(findDrone(fullCatalogue, 'vtol', 'zs-VT15')?.headline.range).toEqual({
      value: 260,
      unit: 'km',
    });
    const product = findProduct(fullCatalogue, 'zs-VT15');
    expect(product?.family === 'drones' && product.drone.headline.range?.value).toBe(260);
    expect(drones.length).toBe(droneModels.length);

    undoPreview();
    expect(findDrone(fullCatalogue, 'vtol', 'zs-VT15')).toEqual(published);
  });

  it('adds a drone not saved yet, and takes it out again', () => {
    const count = drones.length;
    const edited: Drone = { ...vt15(), slug: 'zs-VT20' as Drone['slug'], name: 'ZS-VT20' };
    showInSiteData({ kind: 'drone', drone: edited }, '');
    expect(findDrone(fullCatalogue, 'vtol', 'zs-VT20')?.name).toBe('ZS-VT20');
    expect(droneModels.some((model) => (model.slug as string) === 'zs-VT20')).toBe(true);
    expect(findDrone(fullCatalogue, 'vtol', 'zs-VT15')).toBeDefined();

    undoPreview();
    expect(drones.length).toBe(count);
    expect(droneModels.some((model) => (model.slug as string) === 'zs-VT20')).toBe(false);
  });

  it('renames the drone being edited where the pages look it up', () => {
    showInSiteData({ kind: 'drone', drone: { ...vt15(), name: 'ZS-VT15 Plus' } }, 'zs-vt15');
    expect(droneModels.find((model) => model.slug === 'zs-VT15')?.name).toBe('ZS-VT15 Plus');
  });

  it('shows an edited payload in its family and among all payloads', () => {
    const published = structuredClone(findPayload('zs-IRT25')!) as Payload;
    const edited = { ...published, order: 999 } as Payload;
    showInSiteData({ kind: 'payload', payload: edited }, 'zs-irt25');
    expect(findPayload('zs-IRT25')?.order).toBe(999);
    expect(payloadsIn(published.category).find((p) => p.slug === 'zs-IRT25')?.order).toBe(999);
    expect(payloads.filter((p) => p.slug === 'zs-IRT25')).toHaveLength(1);
  });

  it('shows a photo uploaded in this session as the upload itself until its variants exist', () => {
    const photo = { image: '/media/new.jpg', alt: { en: 'A photo', zh: '照片' } };
    showInSiteData(
      { kind: 'drone', drone: { ...vt15(), photos: [photo] } },
      'zs-vt15',
      (image) => `blob:${image}`,
    );
    expect(productPhotos(findDrone(fullCatalogue, 'vtol', 'zs-VT15')!)[0]?.variants.src).toBe(
      'blob:/media/new.jpg',
    );
    undoPreview();
    expect(() => productPhotos({ slug: 'x', photos: [photo] })).toThrow(/no variants/);
  });

  it('shows an edited news item', () => {
    const published = structuredClone(newsItems.find((item) => item.id === 'fire-service-trials')!);
    showInSiteData(
      { kind: 'news', item: { ...published, date: '2030-01-01' } },
      'fire-service-trials',
    );
    expect(latestNews(1)[0]?.id).toBe('fire-service-trials');
    expect(newsItems).toHaveLength(new Set(newsItems.map((item) => item.id)).size);
  });

  it('shows a solution page’s aircraft and the logistics claim', () => {
    const before = structuredClone(solutionContent.logistics);
    const claim = { ...deliveryTimeReduction };
    showInSiteData(
      {
        kind: 'solution',
        solution: 'logistics',
        data: { scenarios: { mountain: { models: ['zs-VT15'] } }, models: ['zs-VT15'] },
        deliveryTimeReduction: { value: 0.5, qualifier: 'upTo' },
      },
      'logistics',
    );
    expect(solutionContent.logistics.models).toEqual(['zs-VT15']);
    expect(solutionContent.logistics.scenarios.find((s) => s.id === 'mountain')?.models).toEqual([
      'zs-VT15',
    ]);
    expect(deliveryTimeReduction.value).toBe(0.5);

    undoPreview();
    expect(solutionContent.logistics).toEqual(before);
    expect(deliveryTimeReduction).toEqual(claim);
  });
});

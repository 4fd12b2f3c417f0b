import { describe, expect, it } from 'vitest';
import { paths } from '../../routing/paths.ts';
import { missionOfQuery } from './contact-mission.ts';

const queryOf = (path: string) => new URL(path, 'https://www.zs-uav.com').searchParams;

describe('the mission of a link to the contact page', () => {
  it('travels in the finder’s parameters after the product, and reads back as it was sent', () => {
    const mission = {
      task: 'logistics',
      payload: 8,
      range: 300,
      tmin: -20,
      device: 'zs-EPS10',
    } as const;
    const link = paths.contact('en', { product: 'zs-VT30', mission });
    expect(link).toBe(
      '/en/contact?product=zs-VT30&task=logistics&payload=8&range=300&tmin=-20&device=zs-EPS10',
    );
    expect(missionOfQuery(queryOf(link))).toEqual(mission);
  });

  it('is left out of a link without one', () => {
    expect(paths.contact('zh', { product: 'zs-VT15', intent: 'quote', mission: {} })).toBe(
      '/zh/contact?product=zs-VT15&intent=quote',
    );
    expect(missionOfQuery(queryOf('/zh/contact?product=zs-VT15&intent=quote'))).toBeUndefined();
  });

  it('drops what the finder could not use, as the finder does', () => {
    expect(
      missionOfQuery(queryOf('/en/contact?task=mapping&payload=eight&range=9000&wind=6')),
    ).toEqual({ range: 5000, wind: 6 });
    expect(missionOfQuery(queryOf('/en/contact?tmin=30&tmax=10'))).toBeUndefined();
  });

  it('takes a device that looks like a product slug, and no other text', () => {
    expect(missionOfQuery(queryOf('/en/contact?device=water-tank'))).toEqual({
      device: 'water-tank',
    });
    expect(missionOfQuery(queryOf('/en/contact?device=%3Cscript%3E'))).toBeUndefined();
  });
});

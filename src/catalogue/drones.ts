import type { Drone } from './drone-schema.ts';
import { quantity as q } from './quantity.ts';

/** The 13 drone models. Checked against droneSchema by validate-catalogue.ts at build time. */
export const drones: readonly Drone[] = [
  {
    slug: 'zs-VT15',
    series: 'vtol',
    name: 'ZS-VT15',
    headline: { maxTakeoffWeight: q(15, 'kg'), payload: q(5, 'kg'), range: q(245, 'km') },
  },
  {
    slug: 'zs-VT30',
    series: 'vtol',
    name: 'ZS-VT30',
    headline: { maxTakeoffWeight: q(30, 'kg'), payload: q(10, 'kg'), range: q(360, 'km') },
  },
  {
    slug: 'zs-VT60',
    series: 'vtol',
    name: 'ZS-VT60',
    headline: { maxTakeoffWeight: q(60, 'kg'), payload: q(15, 'kg'), range: q(850, 'km') },
  },
  {
    slug: 'zs-VT120',
    series: 'vtol',
    name: 'ZS-VT120',
    headline: {
      maxTakeoffWeight: q(120, 'kg'),
      payload: q(30, 'kg'),
      range: q(500, 'km', 'atLeast'),
    },
  },
  {
    slug: 'zs-VT150',
    series: 'vtol',
    name: 'ZS-VT150',
    headline: { maxTakeoffWeight: q(150, 'kg'), payload: q(50, 'kg'), range: q(1000, 'km') },
  },
  {
    slug: 'zs-EM02',
    series: 'multirotor',
    name: 'ZS-EM02',
    headline: { maxTakeoffWeight: q(1.75, 'kg'), payload: q(0.5, 'kg') },
  },
  {
    slug: 'zs-EM07',
    series: 'multirotor',
    name: 'ZS-EM07',
    headline: { maxTakeoffWeight: q(7, 'kg'), payload: q(3, 'kg') },
  },
  {
    slug: 'zs-EM25',
    series: 'multirotor',
    name: 'ZS-EM25',
    headline: { maxTakeoffWeight: q(25, 'kg'), payload: q(10, 'kg') },
  },
  {
    slug: 'zs-EM40',
    series: 'multirotor',
    name: 'ZS-EM40',
    headline: { maxTakeoffWeight: q(40, 'kg'), payload: q(20, 'kg') },
  },
  {
    slug: 'zs-EM120',
    series: 'multirotor',
    name: 'ZS-EM120',
    headline: { maxTakeoffWeight: q(120, 'kg'), payload: q(50, 'kg') },
  },
  {
    slug: 'zs-th400',
    series: 'tandem',
    name: 'ZS-TH400',
    headline: { maxTakeoffWeight: q(380, 'kg'), payload: q(150, 'kg'), range: q(150, 'km') },
  },
  {
    slug: 'zs-th500',
    series: 'tandem',
    name: 'ZS-TH500',
    headline: { maxTakeoffWeight: q(465, 'kg'), payload: q(220, 'kg') },
  },
  {
    slug: 'zs-th600',
    series: 'tandem',
    name: 'ZS-TH600',
    headline: { maxTakeoffWeight: q(600, 'kg'), payload: q(300, 'kg') },
  },
];

export function findDrone(series: string, slug: string): Drone | undefined {
  return drones.find((d) => d.series === series && d.slug === slug);
}

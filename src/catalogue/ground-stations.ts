import type { GroundStation, GroundStationKind } from './ground-station-types.ts';
import { code, dimensions, list, quantity as q, range, text } from './quantity.ts';

export type { GroundStation, GroundStationKind } from './ground-station-types.ts';

/**
 * Fixed stations and portable controllers. The spec gives their fields and the listing's
 * filter bands but no figures, so every figure here is editorial; the set was chosen so each
 * band of SPEC §9 holds at least one station.
 */
export const groundStations: readonly GroundStation[] = [
  {
    slug: 'zs-GS80',
    kind: 'fixed',
    specs: {
      batteryLife: q(20, 'h', 'upTo'),
      weight: q(32, 'kg'),
      controlRange: q(80, 'km'),
    },
    detailedSpecs: {
      channels: q(16, 'count'),
      dimensions: dimensions([620, 480, 280], 'mm'),
      rfPower: q(40, 'dbm'),
      frequency: list([q(1.4, 'ghz'), q(2.4, 'ghz'), q(5.8, 'ghz')]),
      batteryCapacity: q(60000, 'mah'),
      chargingPort: text('mainsAndVehicle'),
      processor: text('industrialX86'),
      antenna: text('trackingAntenna'),
      display: list([q(15.6, 'inch'), dimensions([1920, 1080], 'px'), q(1000, 'nit')], 'details'),
      memory: q(16, 'gb'),
      storage: q(512, 'gb'),
      interface: list([
        code('HDMI'),
        code('USB 3.0'),
        code('RJ45'),
        code('RS-232'),
        code('4G LTE'),
      ]),
      graphics: text('discreteGpu'),
      operatingTemp: range(-20, 55, 'celsius'),
    },
    features: ['dualScreen', 'trackingAntenna', 'multiAircraft', 'ruggedCase'],
    patents: ['trackingMast'],
    editorial: ['specs', 'detailedSpecs', 'patents'],
  },
  {
    slug: 'zs-GS50',
    kind: 'fixed',
    specs: {
      batteryLife: q(8, 'h'),
      weight: q(8.5, 'kg'),
      controlRange: q(50, 'km'),
    },
    detailedSpecs: {
      channels: q(16, 'count'),
      dimensions: dimensions([480, 380, 190], 'mm'),
      rfPower: q(37, 'dbm'),
      frequency: list([q(1.4, 'ghz'), q(2.4, 'ghz')]),
      batteryCapacity: q(30000, 'mah'),
      chargingPort: list([code('USB-C PD'), text('dcInput')]),
      processor: text('armOctaCore'),
      antenna: text('panelAndOmni'),
      display: list([q(13.3, 'inch'), dimensions([1920, 1080], 'px'), q(1000, 'nit')], 'details'),
      memory: q(8, 'gb'),
      storage: q(256, 'gb'),
      interface: list([code('HDMI'), code('USB 3.0'), code('RJ45'), code('SBUS')]),
      graphics: text('integratedGpu'),
      operatingTemp: range(-20, 55, 'celsius'),
    },
    features: ['ruggedCase', 'sunlightReadable', 'hotSwapBattery'],
    patents: [],
    editorial: ['specs', 'detailedSpecs'],
  },
  {
    slug: 'zs-RC15',
    kind: 'portable',
    specs: {
      batteryLife: q(3, 'h'),
      weight: q(0.68, 'kg'),
      controlRange: q(15, 'km'),
    },
    detailedSpecs: {
      channels: q(12, 'count'),
      dimensions: dimensions([190, 110, 55], 'mm'),
      rfPower: q(26, 'dbm'),
      frequency: list([q(2.4, 'ghz'), q(5.8, 'ghz')]),
      batteryCapacity: q(5000, 'mah'),
      chargingPort: code('USB-C'),
      processor: text('armOctaCore'),
      antenna: text('foldingDipole'),
      display: list([q(5.5, 'inch'), dimensions([1920, 1080], 'px'), q(700, 'nit')], 'details'),
      memory: q(4, 'gb'),
      storage: q(64, 'gb'),
      interface: list([code('USB-C'), code('HDMI')]),
      graphics: text('integratedGpu'),
      operatingTemp: range(-10, 50, 'celsius'),
    },
    features: ['ultraLight', 'sunlightReadable', 'oneHanded'],
    patents: [],
    editorial: ['specs', 'detailedSpecs'],
  },
  {
    slug: 'zs-RC20',
    kind: 'portable',
    specs: {
      batteryLife: q(4.5, 'h'),
      weight: q(1.2, 'kg'),
      controlRange: q(20, 'km'),
    },
    detailedSpecs: {
      channels: q(16, 'count'),
      dimensions: dimensions([280, 150, 60], 'mm'),
      rfPower: q(30, 'dbm'),
      frequency: list([q(1.4, 'ghz'), q(2.4, 'ghz'), q(5.8, 'ghz')]),
      batteryCapacity: q(10000, 'mah'),
      chargingPort: code('USB-C PD'),
      processor: text('armOctaCore'),
      antenna: text('foldingDipole'),
      display: list([q(7, 'inch'), dimensions([1920, 1200], 'px'), q(1000, 'nit')], 'details'),
      memory: q(6, 'gb'),
      storage: q(128, 'gb'),
      interface: list([code('USB-C'), code('HDMI'), code('RJ45')]),
      graphics: text('integratedGpu'),
      operatingTemp: range(-20, 55, 'celsius'),
    },
    features: ['sunlightReadable', 'hotSwapBattery', 'ipRated'],
    patents: [],
    editorial: ['specs', 'detailedSpecs'],
  },
  {
    slug: 'zs-RC30',
    kind: 'portable',
    specs: {
      batteryLife: q(7, 'h'),
      weight: q(1.9, 'kg'),
      controlRange: q(30, 'km'),
    },
    detailedSpecs: {
      channels: q(16, 'count'),
      dimensions: dimensions([320, 200, 70], 'mm'),
      rfPower: q(33, 'dbm'),
      frequency: list([q(1.4, 'ghz'), q(2.4, 'ghz')]),
      batteryCapacity: q(20000, 'mah'),
      chargingPort: code('USB-C PD'),
      processor: text('armOctaCore'),
      antenna: text('highGainPanel'),
      display: list([q(10.1, 'inch'), dimensions([1920, 1200], 'px'), q(1200, 'nit')], 'details'),
      memory: q(8, 'gb'),
      storage: q(256, 'gb'),
      interface: list([code('USB-C'), code('HDMI'), code('RJ45'), code('SBUS')]),
      graphics: text('integratedGpu'),
      operatingTemp: range(-20, 55, 'celsius'),
    },
    features: ['sunlightReadable', 'hotSwapBattery', 'multiAircraft', 'ipRated'],
    patents: [],
    editorial: ['specs', 'detailedSpecs'],
  },
];

export function findGroundStation(slug: string): GroundStation | undefined {
  return groundStations.find((station) => station.slug === slug);
}

export function groundStationsOfKind(kind: GroundStationKind): readonly GroundStation[] {
  return groundStations.filter((station) => station.kind === kind);
}

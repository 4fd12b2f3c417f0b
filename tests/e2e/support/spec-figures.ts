import type { Language } from '../../../src/i18n/languages.ts';

/**
 * SPEC §3 ("Headline model data" and "Detailed figures per model"), written out as each model
 * page must show them, in English and Chinese. Written by hand from /work/shared/SPEC.md, not
 * computed by the site's code, so a formatting or data slip on the page cannot also slip into
 * what the test expects. Keyed by the page's `data-spec` attribute.
 *
 * Figures the spec does not give are not here: the catalogue marks them `editorial` (or shows
 * them "on request"), and the model-page test checks that every other row is one of those.
 */
type Shown = Readonly<Record<Language, string>>;

const beaufort = (force: number): Shown => ({ en: `Beaufort force ${force}`, zh: `${force} 级` });
const celsius = (from: number, to: number): Shown => ({
  en: `${from} to ${to} °C`,
  zh: `${from}~${to} ℃`,
});
const same = (text: string): Shown => ({ en: text, zh: text });
const minutes = (value: number): Shown => ({ en: `${value} min`, zh: `${value} 分钟` });
const noPayloadMinutes = (value: number): Shown => ({
  en: `${value} min (no payload)`,
  zh: `${value} 分钟（空载）`,
});
const speedRange = (from: number, to: number): Shown => ({
  en: `${from} to ${to} m/s`,
  zh: `${from}~${to} m/s`,
});
const carbonFibre: Shown = { en: 'Carbon-fibre composite', zh: '碳纤维复合材料' };
const electric: Shown = { en: 'Electric', zh: '纯电动' };
const hybrid: Shown = {
  en: 'Hybrid: fuel engine for cruise, electric lift rotors',
  zh: '油电混合（燃油发动机负责巡航，电动升力旋翼负责起降）',
};
const windAtTakeOff = (force: number): Shown => ({
  en: `Beaufort force ${force} (at take-off)`,
  zh: `${force} 级（起飞时）`,
});

export const specFigures: Record<string, Record<string, Shown>> = {
  'zs-VT15': {
    maxTakeoffWeight: same('15 kg'),
    payload: same('5 kg'),
    range: same('245 km'),
    flightTime: minutes(210),
    maxSpeed: same('110 km/h'),
    cruiseSpeed: same('70 km/h'),
    ceiling: same('4500 m'),
    windResistance: beaufort(6),
    maxAscentSpeed: same('4 m/s'),
    maxDescentSpeed: same('5 m/s'),
    spanLengthHeight: same('3378 × 1500 × 500 mm'),
    material: carbonFibre,
    propulsion: electric,
    operatingTemp: celsius(10, 60),
  },
  'zs-VT30': {
    maxTakeoffWeight: same('30 kg'),
    payload: same('10 kg'),
    range: same('360 km'),
    flightTime: { en: '360 min (with 5 kg payload)', zh: '360 分钟（载重 5 kg）' },
    flightTimeFullPayload: minutes(120),
    maxSpeed: same('130 km/h'),
    cruiseSpeed: same('86 km/h'),
    ceiling: same('4500 m'),
    operatingTemp: celsius(-20, 45),
    spanLengthHeight: same('4000 × 1985 × 680 mm'),
  },
  'zs-VT60': {
    maxTakeoffWeight: same('60 kg'),
    payload: same('15 kg'),
    range: same('850 km'),
    flightTime: minutes(600),
    maxSpeed: same('130 km/h'),
    cruiseSpeed: same('85 km/h'),
    ceiling: same('4000 m'),
    windResistance: beaufort(7),
    propulsion: hybrid,
    operatingTemp: celsius(-10, 60),
    fuelTank: same('18 L'),
    transmissionRange: { en: 'at least 30 km (line of sight)', zh: '不少于 30 km（通视条件）' },
  },
  'zs-VT120': {
    maxTakeoffWeight: same('120 kg'),
    payload: same('30 kg'),
    range: { en: 'at least 500 km', zh: '不少于 500 km' },
    flightTime: { en: 'at least 6 h', zh: '不少于 6 小时' },
    maxSpeed: { en: '110 to 130 km/h', zh: '110~130 km/h' },
    cruiseSpeed: same('80 km/h'),
    ceiling: same('5000 m'),
    propulsion: hybrid,
    operatingTemp: celsius(-40, 70),
    fuelTank: same('30 L'),
  },
  'zs-VT150': {
    maxTakeoffWeight: same('150 kg'),
    payload: same('50 kg'),
    range: same('1000 km'),
    flightTime: { en: 'at least 5 h (with 40 kg payload)', zh: '不少于 5 小时（载重 40 kg）' },
    maxSpeed: same('150 km/h'),
    cruiseSpeed: same('90 km/h'),
    ceiling: same('3500 m'),
    fuelTank: same('48 L'),
    operatingTemp: celsius(-10, 60),
  },
  'zs-EM02': {
    maxTakeoffWeight: same('1.75 kg'),
    payload: same('0.5 kg'),
    flightTime: {
      en: 'at least 45 min (no payload, long-endurance battery)',
      zh: '不少于 45 分钟（空载，长续航电池）',
    },
    maxAscentSpeed: same('8 m/s'),
    maxDescentSpeed: same('6 m/s'),
    maxSpeed: same('21 m/s'),
    ceiling: same('6000 m'),
    windResistance: beaufort(6),
    operatingTemp: celsius(-20, 50),
    wheelbase: same('486 mm'),
    ipRating: same('IP43'),
    obstacleAvoidance: { en: 'Six-direction vision sensing', zh: '六向视觉感知' },
    transmissionRange: same('15 km'),
    gnss: { en: 'GPS, Galileo, BeiDou, GLONASS', zh: 'GPS、Galileo、北斗、GLONASS' },
  },
  'zs-EM07': {
    maxTakeoffWeight: same('7 kg'),
    payload: same('3 kg'),
    flightTime: noPayloadMinutes(49),
    maxSpeed: same('23 m/s'),
    transmissionRange: same('15 km'),
    ceiling: same('6000 m'),
    windResistance: beaufort(7),
    wheelbase: same('725 mm'),
    dimensionsFolded: same('347 × 367 × 424 mm'),
    dimensionsUnfolded: same('549 × 592 × 424 mm'),
    ipRating: same('IP45'),
  },
  'zs-EM25': {
    maxTakeoffWeight: same('25 kg'),
    payload: same('10 kg'),
    flightTime: noPayloadMinutes(60),
    flightTimeFullPayload: minutes(35),
    speedRange: speedRange(1, 16),
    ceiling: same('5000 m'),
    windResistance: beaufort(6),
    wheelbase: same('1200 mm'),
    dimensionsFolded: same('600 × 600 × 600 mm'),
    dimensionsUnfolded: same('960 × 960 × 600 mm'),
  },
  'zs-EM40': {
    maxTakeoffWeight: same('40 kg'),
    payload: same('20 kg'),
    flightTime: noPayloadMinutes(60),
    flightTimeFullPayload: minutes(20),
    speedRange: speedRange(1, 16),
    ceiling: same('5000 m'),
    windResistance: beaufort(4),
    wheelbase: same('1800 mm'),
    dimensionsFolded: same('620 × 620 × 600 mm'),
    dimensionsUnfolded: same('1100 × 1100 × 800 mm'),
    rainProtection: { en: 'Moderate rain', zh: '中雨环境可正常作业' },
  },
  'zs-EM120': {
    maxTakeoffWeight: same('120 kg'),
    payload: same('50 kg'),
    flightTime: noPayloadMinutes(55),
    flightTimeFullPayload: minutes(15),
    speedRange: speedRange(1, 15),
    ceiling: same('6500 m'),
    windResistance: beaufort(4),
    wheelbase: same('2280 mm'),
    dimensionsFolded: same('950 × 910 × 923 mm'),
    dimensionsUnfolded: same('1783 × 1783 × 729 mm'),
    ipRating: same('IP55'),
  },
  'zs-th400': {
    maxTakeoffWeight: same('380 kg'),
    payload: same('150 kg'),
    range: same('150 km'),
    flightTime: { en: 'at least 4 h', zh: '不少于 4 小时' },
    maxSpeed: same('145 km/h'),
    cruiseSpeed: { en: '90 to 120 km/h', zh: '90~120 km/h' },
    windResistance: windAtTakeOff(5),
    windResistanceCruise: beaufort(7),
    dimensions: same('3500 × 1450 × 1692 mm'),
    engine: same('C100'),
    fuelTank: same('100 L'),
    gnss: { en: 'GPS, BeiDou', zh: 'GPS、北斗' },
    transmissionRange: { en: 'at least 150 km', zh: '不少于 150 km' },
    operatingTemp: celsius(-25, 45),
    ipRating: same('IP54'),
    fuel: { en: 'Unleaded petrol, 95 octane or higher', zh: '95 号及以上无铅汽油' },
  },
  'zs-th500': {
    maxTakeoffWeight: same('465 kg'),
    payload: same('220 kg'),
    flightTime: { en: 'at least 240 min', zh: '不少于 240 分钟' },
    ceiling: same('5500 m'),
    windResistance: { en: '10 m/s (at take-off)', zh: '10 m/s（起飞时）' },
    windResistanceCruise: same('18 m/s'),
    rotorSpan: same('3.5 m'),
    length: same('3.5 m'),
    height: same('1.7 m'),
    engine: same('C115'),
    ipRating: same('IP54'),
  },
  'zs-th600': {
    maxTakeoffWeight: same('600 kg'),
    payload: same('300 kg'),
    ceiling: same('6500 m'),
    dimensions: same('4500 × 1450 × 1690 mm'),
    engine: same('C145HT'),
    fuelTank: same('100 L'),
    windResistance: windAtTakeOff(5),
    windResistanceCruise: beaufort(7),
  },
};

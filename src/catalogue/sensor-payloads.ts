// A module of its own, so a page that shows only the sensor packages (the home page's optical
// modules) does not download the other payload families.
export { sensorPayloads } from '../generated/sensor-payloads.ts';

/**
 * Debian's Chromium, as the browser tests and the benchmark drive it. `npm test` installs it
 * with apt when it is missing; CHROMIUM_PATH points elsewhere.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags this machine needs (no network beyond loopback, no sandbox as root). */
export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

import { chromium, type Browser, type BrowserServer, type LaunchOptions } from 'playwright-core';

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

const launchOptions: LaunchOptions = {
  executablePath: chromiumPath,
  headless: true,
  args: chromiumFlags,
};

/** Chromium driven by Playwright from this process (the bench's search timings). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(launchOptions);
}

/**
 * Chromium as a Playwright browser server, which other processes reach with
 * `chromium.connect(wsEndpoint())`: the one browser of a whole browser-test run.
 */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions);
}

import { existsSync } from 'node:fs';
import { generatedDataDir, productionNodeEnv } from '../scripts/build-layout.ts';
import { endOfLifeWarning } from './node-support.ts';

// First, so that it is read before whatever else an old Node.js makes fail (SQLite's addon
// crashes Node 20).
const outdatedNode = endOfLifeWarning();
if (outdatedNode) console.warn(outdatedNode);

// The server's modules import the content the build compiles into src/generated: in a checkout
// that was never built they cannot load, and would fail on a missing module rather than say so.
if (!existsSync(generatedDataDir)) {
  console.error(
    'This checkout has not been built yet. Run "npm run build" first, or "npm start", which ' +
      'builds and then serves.',
  );
  process.exit(1);
}
// Before the modules that import React: its server renderer reads NODE_ENV when it loads.
Object.assign(process.env, productionNodeEnv);
const { buildServer } = await import('./app.ts');
const { ConfigError, loadConfig } = await import('./config.ts');

/** A wrong setting stops the start with its message alone; anything else with its stack. */
function exitOnConfigError(error: unknown): never {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

let config;
let app;
try {
  config = loadConfig();
  // Opening the lead store may fail too: a PostgreSQL database that cannot be reached.
  app = await buildServer(config);
} catch (error) {
  exitOnConfigError(error);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}
const address = await app.listen({ host: config.host, port: config.port });
// The runtime in every server log: the test run's shows which Node.js the tests exercised.
app.log.info({ node: process.version }, `Serving ${config.siteDir} at ${address}`);

import { buildServer } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { endOfLifeWarning } from './node-support.ts';

/** A wrong setting stops the start with its message alone; anything else with its stack. */
function exitOnConfigError(error: unknown): never {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// First, so that it is read before whatever else an old Node.js makes fail (SQLite's addon
// crashes Node 20).
const outdatedNode = endOfLifeWarning();
if (outdatedNode) console.warn(outdatedNode);

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

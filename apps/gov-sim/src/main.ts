import { buildSimulator } from './app';
import { loadConfig } from './config';

/** Forced exit when closing takes longer than this (open keep-alive sockets, a stuck handler). */
const CLOSE_TIMEOUT_MS = 10_000;

/** Starts the simulator of the national systems and stops it cleanly on SIGTERM or SIGINT (exit code 0). */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = buildSimulator(config);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    setTimeout(() => {
      app.log.error('close timed out');
      process.exit(1);
    }, CLOSE_TIMEOUT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'close failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { seed: config.seed, population: config.populationSize },
    `national systems simulator ready: people and systems at ${address}/`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

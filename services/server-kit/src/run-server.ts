import type { App } from './create-app';

export interface RunningService {
  app: App;
  /** Closes the app, then the resources it used (database, Redis, workers). */
  close: () => Promise<void>;
}

/**
 * Listens, and shuts down gracefully on SIGTERM/SIGINT: stop accepting, let in-flight
 * requests finish (bounded by timeoutMs), then close resources. A second signal exits at once.
 */
export async function runServer(service: RunningService, opts: { host: string; port: number; timeoutMs: number }): Promise<void> {
  const { app } = service;
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out, exiting');
      process.exit(1);
    }, opts.timeoutMs);
    timer.unref();
    service.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ host: opts.host, port: opts.port });
}

import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { migrateToLatest, onSlowStatement, openDatabase } from './platform/db/database.ts';
import { resolveJwtSecret } from './platform/security/secrets.ts';

const start = async (): Promise<void> => {
  const config = loadConfig(process.env);
  const db = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'hirelane.db'),
  });
  await migrateToLatest(db);
  const app = await buildApp({ config, db, jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir) });
  onSlowStatement(db, (statement) => app.log.warn(statement, 'a SQLite statement held the server'));
  /** SIGTERM: stop taking requests, finish those under way and the mail being sent (at most 10 s). */
  const close = async () => {
    setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Hirelane is running at ${config.publicUrl.origin}`);
};

start().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});

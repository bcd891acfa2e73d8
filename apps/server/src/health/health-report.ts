import os from 'node:os';
import type { ComponentHealth, HealthReport } from '@tolk/contracts/health';
import type { Deps } from '../deps';
import { listDictionaryImports } from '../domain/dictionary/list-dictionary-imports';
import { engineHealth } from './engine-health';

/** The full report behind the admin diagnostics page. */
export async function buildHealthReport({ config, database, engines, startedAt }: Deps): Promise<HealthReport> {
  const [databaseHealth, enginesHealth, dictionaries, embeddedDatabase] = await Promise.all([
    checkDatabase(database),
    engineHealth(engines),
    // With the database down the report still answers, showing no imports.
    listDictionaryImports(database.db).catch(() => []),
    database.embeddedMemory?.().catch(() => undefined),
  ]);
  const processMemory = process.memoryUsage();
  const totalMemory = os.totalmem();
  const freeMemory = os.freemem();
  return {
    status: databaseHealth.status,
    service: 'tolk-server',
    version: config.version,
    uptime: Math.round(performance.now() - startedAt),
    timestamp: new Date().toISOString(),
    components: {
      database: databaseHealth,
      externalServices: Object.fromEntries(
        Object.entries(enginesHealth).flatMap(([capability, list]) =>
          list.map(({ name, serves: _serves, model: _model, ...health }): [string, ComponentHealth] => [
            `${capability}:${name}`,
            health,
          ]),
        ),
      ),
      engines: enginesHealth,
    },
    memory: {
      used: totalMemory - freeMemory,
      free: freeMemory,
      total: totalMemory,
      processResident: processMemory.rss,
      processHeapUsed: processMemory.heapUsed,
      processExternal: processMemory.external,
      ...(embeddedDatabase
        ? { embeddedDatabaseWasm: embeddedDatabase.wasmBytes, embeddedDatabaseHeap: embeddedDatabase.heapBytes }
        : {}),
    },
    environment: { nodeVersion: process.version, osName: `${os.type()} ${os.release()}` },
    dictionaries,
  };
}

async function checkDatabase(database: Deps['database']): Promise<ComponentHealth> {
  const started = performance.now();
  const latencyMs = () => Math.round((performance.now() - started) * 100) / 100;
  try {
    await database.ping();
    return { status: 'UP', latencyMs: latencyMs(), details: { kind: database.kind } };
  } catch (error) {
    return {
      status: 'DOWN',
      latencyMs: latencyMs(),
      error: error instanceof Error ? error.message : 'unknown error',
      details: { kind: database.kind },
    };
  }
}

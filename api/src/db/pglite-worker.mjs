// PGlite in its own thread. PGlite runs PostgreSQL on the JavaScript thread that calls it and holds
// that thread for a whole query, so on Node's main thread one slow query stalled every request.
// Here it holds only this worker; the API thread keeps answering (db/pglite-thread.ts talks to it).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Instants and dates stay text, as drizzle's PGlite driver asks (it parses them itself). */
const AS_TEXT = Object.fromEntries([types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE].map((oid) => [oid, (value) => value]));

/**
 * Extensions' code is loaded when PostgreSQL first needs it, one library at a time. By default
 * PGlite instantiates every extension's library at start, all at once; whichever finishes first
 * resolves the symbols of the others still loading, fails them, and one loaded again later can keep
 * pointers into its broken first copy. Now and then pg_trgm's was the broken one: its first use then
 * trapped inside PostgreSQL, the query answered no rows and the next one took the process down
 * (docs/decisions/0014-pglite-extension-loading.md). The hook is PGlite's extension interface, whose
 * setup may change the options of PostgreSQL's WebAssembly module.
 */
const loadExtensionsWhenUsed = {
  name: 'load extensions when used',
  setup: async (_pg, emscriptenOptions) => ({ emscriptenOpts: { ...emscriptenOptions, noWasmDecoding: true } }),
};

const { dataDir, startParams, template } = workerData;
const loadDataDir = template ? new Blob([template.bytes], { type: template.type }) : undefined;
const db = await PGlite.create(dataDir, {
  extensions: { cube, earthdistance, pg_trgm, loadExtensionsWhenUsed },
  startParams,
  ...(loadDataDir ? { loadDataDir } : {}),
});

/** A database error as plain data: the fields callers read (code for unique violations, and so on). */
const plainError = (error) => ({
  message: error?.message ?? String(error),
  ...Object.fromEntries(['code', 'detail', 'constraint', 'severity', 'table', 'column', 'schema', 'hint', 'position'].filter((key) => error?.[key] !== undefined).map((key) => [key, error[key]])),
});

const OPERATIONS = {
  query: ({ sql, params, rowMode }) => db.query(sql, params, { rowMode, parsers: AS_TEXT }),
  exec: ({ sql }) => db.exec(sql),
  dump: async ({ compression }) => {
    const dump = await db.dumpDataDir(compression);
    return { bytes: new Uint8Array(await dump.arrayBuffer()), type: dump.type };
  },
  close: () => db.close(),
};

parentPort.on('message', async ({ id, op, ...args }) => {
  try {
    const result = await OPERATIONS[op](args);
    parentPort.postMessage({ id, result: op === 'query' ? { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows } : result });
  } catch (error) {
    parentPort.postMessage({ id, error: plainError(error) });
  }
});
parentPort.postMessage({ ready: true });

// The API side of db/pglite-worker.mjs: the small part of PGlite's interface that drizzle's PGlite
// driver uses (query, exec, transaction), carried out in the worker thread.
import { Worker } from 'node:worker_threads';

type Row = Record<string, unknown> | unknown[];
interface QueryResult {
  rows: Row[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}
interface Reply {
  id?: number;
  ready?: boolean;
  result?: unknown;
  error?: { message: string } & Record<string, unknown>;
}
type QueryOptions = { rowMode?: 'array' | 'object' };

/** What a transaction's callback is given, as PGlite's own Transaction. */
export interface ThreadTransaction {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
  exec(sql: string): Promise<QueryResult[]>;
  rollback(): Promise<void>;
  closed: boolean;
}

export interface PgliteThreadOptions {
  dataDir: string;
  startParams: string[];
  template?: Blob | File | undefined;
}

const WORKER = new URL('./pglite-worker.mjs', import.meta.url);

export class PgliteThread {
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  /** One statement or transaction at a time, as on PGlite's own single connection. */
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: Reply) => this.settle(reply));
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', (code) => this.failAll(new Error(`The database thread stopped (exit code ${code})`)));
  }

  static async open({ template, ...options }: PgliteThreadOptions): Promise<PgliteThread> {
    // Bytes cross the thread boundary; the worker makes them a Blob again.
    const templateBytes = template ? { bytes: new Uint8Array(await template.arrayBuffer()), type: template.type } : undefined;
    const worker = new Worker(WORKER, { workerData: { ...options, template: templateBytes } });
    await new Promise<void>((resolve, reject) => {
      worker.once('message', (reply: Reply) => (reply.ready ? resolve() : reject(new Error(reply.error?.message ?? 'The database thread did not start'))));
      worker.once('error', reject);
    });
    return new PgliteThread(worker);
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<QueryResult> {
    return this.serially(() => this.run(sql, params, options));
  }

  exec(sql: string): Promise<QueryResult[]> {
    return this.serially(() => this.call('exec', { sql }) as Promise<QueryResult[]>);
  }

  /** BEGIN … COMMIT with nothing else in between; ROLLBACK when the callback throws. */
  transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    return this.serially(async () => {
      await this.run('BEGIN');
      const tx: ThreadTransaction = {
        query: (sql, params = [], options = {}) => this.run(sql, params, options),
        exec: (sql) => this.call('exec', { sql }) as Promise<QueryResult[]>,
        rollback: async () => {
          await this.run('ROLLBACK');
          tx.closed = true;
        },
        closed: false,
      };
      try {
        const result = await callback(tx);
        if (!tx.closed) await this.run('COMMIT');
        return result;
      } catch (error) {
        if (!tx.closed) await this.run('ROLLBACK');
        throw error;
      } finally {
        tx.closed = true;
      }
    });
  }

  /** The data folder as a tarball (PGlite's dumpDataDir): the tests' template database. */
  async dumpDataDir(compression: 'gzip' | 'none' = 'gzip'): Promise<Blob> {
    const { bytes, type } = (await this.serially(() => this.call('dump', { compression }))) as { bytes: Uint8Array; type: string };
    return new Blob([bytes], { type });
  }

  async close(): Promise<void> {
    await this.serially(() => this.call('close', {}));
    await this.worker.terminate();
  }

  private run(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<QueryResult> {
    return this.call('query', { sql, params, rowMode: options.rowMode ?? 'object' }) as Promise<QueryResult>;
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private call(op: string, args: object): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, op, ...args });
    });
  }

  private settle({ id, result, error }: Reply): void {
    const waiting = id === undefined ? undefined : this.pending.get(id);
    if (!waiting) return;
    this.pending.delete(id!);
    if (error) waiting.reject(Object.assign(new Error(error.message), error));
    else waiting.resolve(result);
  }

  private failAll(error: Error): void {
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
  }
}

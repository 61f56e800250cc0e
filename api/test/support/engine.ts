// Which database engine this run tests, and how to reach PostgreSQL test databases.
import type { DatabaseKind } from '@yardsale/core/api-types';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of a migrated data folder (global-setup.ts). */
    pgliteTemplatePath: string;
    /** PostgreSQL: name of a migrated database to copy with CREATE DATABASE ... TEMPLATE. */
    postgresTemplate: string;
  }
}

/** Set per vitest project (vitest.config.ts): api-pglite or api-postgres. */
export function testEngine(): DatabaseKind {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/** The server given in TEST_DATABASE_URL; its user must be allowed to CREATE DATABASE. */
export function adminDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: the api-postgres project needs a PostgreSQL server');
  return url;
}

/** The same server and credentials as TEST_DATABASE_URL, another database. */
export function databaseUrlFor(name: string): string {
  const url = new URL(adminDatabaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** A database name unlikely to collide between parallel test files and runs. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
}

/** Double quotes an identifier (our names are generated, this only guards against surprises). */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

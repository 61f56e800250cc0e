import type { FastifyInstance, FastifySchema, FastifyTypeProvider } from 'fastify';
import { isSchema, type AnySchema, type InferType } from 'yup';
import { checkInput } from '@yardsale/core/contract/check-input';
import { errorAnswer } from '@yardsale/core/contract/answers';
import { invalid } from '@/services/errors';

/** Route schemas are core's Yup schemas: request parts and answers are typed from them. */
export interface YupTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends AnySchema ? InferType<this['schema']> : unknown;
  serializer: this['schema'] extends AnySchema ? InferType<this['schema']> : unknown;
}

/** A route as the OpenAPI document describes it. */
export interface RouteContract {
  method: string;
  url: string;
  schema: FastifySchema;
}

declare module 'fastify' {
  /** What the OpenAPI document shows of a route besides its request and answer schemas. */
  interface FastifySchema {
    summary?: string;
    description?: string;
    tags?: string[];
    /** Request body types other than JSON (multipart/form-data). */
    consumes?: string[];
    /** SIGNED_IN for routes that need the session cookie. */
    security?: { session: never[] }[];
  }
  interface FastifyInstance {
    /** Every route with a schema, in the order registered (read by the OpenAPI document). */
    contracts: RouteContract[];
  }
}

/**
 * Validates params, query, headers and body with their Yup schema before the handler runs (the handler then
 * receives the typed, cleaned value), and lists every route for the OpenAPI document. Answers are
 * written with JSON.stringify: their schemas document them and the tests check them (see
 * test/support/answer-check.ts), but never drop a field silently.
 */
export function registerContract(app: FastifyInstance): void {
  app.decorate('contracts', [] as RouteContract[]);
  // A headers schema names the few a route reads: Fastify keeps the others (the cookie, above all)
  // beside the checked ones in request.headers.
  app.setValidatorCompiler(({ schema }) => {
    if (!isSchema(schema)) throw new Error('Route schemas must be Yup schemas from @yardsale/core');
    return (data: unknown) => {
      const result = checkInput(schema as AnySchema, data);
      return result.ok ? { value: result.value } : { error: invalid(result.failure.message, result.failure.errors) };
    };
  });
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.addHook('onRoute', (route) => {
    if (route.method === 'HEAD' || (Array.isArray(route.method) && route.method.includes('HEAD'))) return;
    // Any request may be malformed (a body that is not JSON, a path parameter with NUL), and the
    // same-origin guard (same-origin.ts) may refuse any state-changing request from another site.
    if (route.schema?.response) {
      const always = route.method === 'GET' ? { 400: errorAnswer } : { 400: errorAnswer, 403: errorAnswer };
      route.schema.response = { ...always, ...(route.schema.response as object) };
    }
    for (const method of [route.method].flat()) {
      app.contracts.push({ method, url: route.url, schema: (route.schema ?? {}) as RouteContract['schema'] });
    }
  });
}

/** The refusals a route may answer, each `{ message, errors?, retryAfterSeconds? }`. */
export const refusals = (...statuses: number[]) => Object.fromEntries(statuses.map((status) => [status, errorAnswer])) as Record<number, typeof errorAnswer>;

/** Documents a signed-in route: the session cookie is required. */
export const SIGNED_IN: { session: never[] }[] = [{ session: [] }];

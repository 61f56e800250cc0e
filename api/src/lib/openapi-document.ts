import { isSchema, type AnySchema } from 'yup';
import { toJsonSchema, type JsonSchema, type SchemaMeta } from '@yardsale/core/contract/json-schema';
import { SESSION_COOKIE } from '@/services/sessions';
import type { RouteContract } from '@/plugins/contract';

const STATUS_TEXT: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Invalid input: the first message, and each field\'s message in `errors`',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Not possible in the current state',
  413: 'Too large',
  429: 'Too many requests: wait `retryAfterSeconds` (also in Retry-After)',
};

const asJson = (schema: unknown, closed: boolean): JsonSchema => (isSchema(schema) ? toJsonSchema(schema as AnySchema, { closed }) : {});

/** `:id` → `{id}`, as OpenAPI writes path parameters. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function parameters(schema: unknown, where: 'path' | 'query' | 'header') {
  const json = asJson(schema, false) as { properties?: Record<string, JsonSchema & { description?: string }>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property;
    return { name, in: where, required: where === 'path' || (json.required ?? []).includes(name), schema: rest, ...(description ? { description } : {}) };
  });
}

/** JSON unless the answer's schema names another media type (meta `mediaType`). */
const mediaTypeOf = (answer: unknown) => (isSchema(answer) ? ((answer as AnySchema).describe().meta as SchemaMeta | undefined)?.mediaType : undefined) ?? 'application/json';

function operation({ schema }: RouteContract) {
  const contentType = schema.consumes?.[0] ?? 'application/json';
  const responses = Object.fromEntries(
    Object.entries((schema.response ?? {}) as Record<string, unknown>).map(([status, answer]) => [
      status,
      { description: STATUS_TEXT[status] ?? status, content: { [mediaTypeOf(answer)]: { schema: asJson(answer, true) } } },
    ]),
  );
  return {
    ...(schema.summary ? { summary: schema.summary } : {}),
    ...(schema.description ? { description: schema.description } : {}),
    ...(schema.tags ? { tags: schema.tags } : {}),
    ...(schema.security ? { security: schema.security } : {}),
    parameters: [...parameters(schema.params, 'path'), ...parameters(schema.querystring, 'query'), ...parameters(schema.headers, 'header')],
    ...(schema.body ? { requestBody: { required: true, content: { [contentType]: { schema: asJson(schema.body, false) } } } } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of every /api route, built from the same schemas that validate them. */
export function openApiDocument(contracts: readonly RouteContract[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  // The docs page's own files are not endpoints.
  for (const contract of contracts.filter(({ url }) => url.startsWith('/api/') && !url.startsWith('/api/docs/'))) {
    (paths[openApiPath(contract.url)] ??= {})[contract.method.toLowerCase()] = operation(contract);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Yard Sale Finder API',
      version: '1',
      description:
        'Signed-in calls carry the session cookie set by POST /api/login or /api/register. State-changing calls from a browser must come from our own origin. Every refusal answers `{ message }`; invalid input also lists `errors` per field.',
    },
    servers: [{ url: '/' }],
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'Set by POST /api/login and /api/register' } } },
    paths,
  };
}

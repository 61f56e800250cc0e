// Every answer a test receives is checked against the schema its route declares (the one published
// in /api/openapi.json), with every object closed: an undeclared field is a mismatch too.
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { isSchema, type AnySchema } from 'yup';
import { toJsonSchema } from '@yardsale/core/contract/json-schema';

/** Statuses any route may answer without declaring them: Fastify's own refusals of a body, and our faults. */
const UNDECLARED_OK = (status: number) => status === 413 || status === 415 || status >= 500;

/** Every route the app registers, as `METHOD /url`, recorded independently of the contract plugin. */
export function recordRoutes(app: FastifyInstance, routes: string[]): void {
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
  });
}

export function checkAnswers(app: FastifyInstance, mismatches: string[]): void {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  const compiled = new Map<unknown, ValidateFunction>();
  const validatorFor = (schema: AnySchema) => {
    let validate = compiled.get(schema);
    if (!validate) compiled.set(schema, (validate = ajv.compile(toJsonSchema(schema, { closed: true }))));
    return validate;
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const declared = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
    if (!declared || typeof payload !== 'string') return payload;
    const route = `${request.method} ${request.routeOptions.url} → ${reply.statusCode}`;
    const schema = declared[reply.statusCode];
    if (!isSchema(schema)) {
      if (!UNDECLARED_OK(reply.statusCode)) mismatches.push(`${route}: status not declared (${payload.slice(0, 200)})`);
      return payload;
    }
    const validate = validatorFor(schema as AnySchema);
    const mediaType = (schema as AnySchema).describe().meta?.mediaType as string | undefined;
    if (mediaType) return payload; // a page or a stream: no JSON to check
    if (!validate(JSON.parse(payload))) mismatches.push(`${route}: ${ajv.errorsText(validate.errors)} in ${payload.slice(0, 300)}`);
    return payload;
  });
}

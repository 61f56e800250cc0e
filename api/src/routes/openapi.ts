import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { openApiDocument } from '@/lib/openapi-document';

const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const DOCS_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Yard Sale Finder API</title><link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div><script src="/api/docs/assets/swagger-ui-bundle.js"></script><script src="/api/docs/start.js"></script></body></html>`;

const DOCS_START = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });`;

/** GET /api/openapi.json, and /api/docs: Swagger UI served from our own origin (no CDN). */
export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  let document: ReturnType<typeof openApiDocument> | undefined;
  app.get('/openapi.json', { schema: { summary: 'This document', tags: ['meta'] } }, async () => (document ??= openApiDocument(app.contracts)));
  app.get('/docs', { schema: { summary: 'The API reference for people', tags: ['meta'] } }, async (_request, reply) => reply.type('text/html').send(DOCS_PAGE));
  app.get('/docs/start.js', async (_request, reply) => reply.type('text/javascript').send(DOCS_START));
  await app.register(fastifyStatic, { root: swaggerUiDir, prefix: '/docs/assets/', decorateReply: false, index: false, list: false, allowedPath: (file) => /^\/swagger-ui(-bundle\.js|\.css)$/.test(file) });
}

import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { makeMissingCardCopy } from '@/services/listings/photos';
import { createDiskUploadStore, UPLOADS_URL_PREFIX, type UploadStore } from '@/services/uploads';

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadStore;
  }
}

/** Uploaded files (already re-encoded) served from disk; their names are random and never reused. */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  const store = createDiskUploadStore(app.config.dataDir);
  fs.mkdirSync(store.rootDir, { recursive: true });
  app.decorate('uploads', store);
  // Before the file is looked for: a sale photo stored before card-sized copies existed gets its
  // copy made on the first request for it.
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') await makeMissingCardCopy(store, request.url.split('?')[0]!);
  });
  await app.register(fastifyStatic, {
    root: store.rootDir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    setHeaders: (reply) => reply.header('Cache-Control', 'public, max-age=31536000, immutable'),
  });
}

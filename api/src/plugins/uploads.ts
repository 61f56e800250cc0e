import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAdministrator } from '@/services/admin/access';
import { makeMissingCardCopy } from '@/services/listings/photos';
import { createDiskUploadStore, UPLOADS_URL_PREFIX, type UploadStore } from '@/services/uploads';
import { withheldPhotoList, type WithheldPhotoList } from '@/services/withheld-photos';

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadStore;
    /** The files of posts taken down, served only to their owner and administrators (decision 0045). */
    withheldPhotos: WithheldPhotoList;
  }
}

/**
 * Uploaded files (already re-encoded) served from disk; their names are random and never reused, so
 * browsers keep them for a year. The photos of a post taken down are withheld (decision 0045).
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  const store = createDiskUploadStore(app.config.dataDir);
  fs.mkdirSync(store.rootDir, { recursive: true });
  app.decorate('uploads', store);
  app.decorate('withheldPhotos', withheldPhotoList(app.database.db));
  const shownPrivately = new WeakSet<FastifyRequest>();
  // Before the file is looked for: a sale photo stored before card-sized copies existed gets its
  // copy made on the first request for it; a withheld one is answered as if it were not there.
  app.addHook('onRequest', async (request, reply) => {
    const url = fileUrlOf(request.url);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !url?.startsWith(UPLOADS_URL_PREFIX)) return;
    await makeMissingCardCopy(store, url);
    const owner = await app.withheldPhotos.ownerOf(url);
    if (owner === undefined) return;
    if (await mayStillSee(app, request, owner)) {
      shownPrivately.add(request);
      return;
    }
    reply.header('Cache-Control', 'no-store');
    return reply.callNotFound();
  });
  await app.register(fastifyStatic, {
    root: store.rootDir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    setHeaders: (reply: FastifyReply) => reply.header('Cache-Control', shownPrivately.has(reply.request) ? 'private, no-store' : 'public, max-age=31536000, immutable'),
  });
}

/**
 * The file a request names, spelled as the database names it: decoded and normalized as the static
 * server does before it looks for the file (`%34…`, `//` and `./` name the same file as the plain URL).
 * Undefined when the path cannot be decoded: the static server refuses it too.
 */
function fileUrlOf(requestUrl: string): string | undefined {
  try {
    return path.posix.normalize(decodeURIComponent(requestUrl.split('?')[0]!));
  } catch {
    return undefined;
  }
}

/** A withheld photo's owner still sees it on their post in My Posts, and administrators on the review desk. */
async function mayStillSee(app: FastifyInstance, request: FastifyRequest, owner: string): Promise<boolean> {
  const viewer = await request.currentUser();
  return viewer !== undefined && (viewer.id === owner || isAdministrator(viewer, app.config));
}

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
  const store = createDiskUploadStore(app.config.uploadsDir);
  fs.mkdirSync(store.rootDir, { recursive: true });
  app.decorate('uploads', store);
  app.decorate('withheldPhotos', withheldPhotoList(app.database.db, app.log));
  // Who may still see a withheld file (its owner or an administrator), per request: the static
  // server's allowedPath below is synchronous, so the session is looked up beforehand.
  const mayStillSee = new WeakMap<FastifyRequest, string>();
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    // Read decoded (`/%75ploads/…` reaches the files too); one that cannot be decoded may still reach
    // the static server, so the list is brought up to date for it as well.
    const url = fileUrlOf(request.url);
    if (url !== undefined && !url.startsWith(UPLOADS_URL_PREFIX)) return;
    await app.withheldPhotos.refresh();
    if (url === undefined) return;
    const owner = app.withheldPhotos.ownerOf(url);
    if (owner && (await isOwnerOrAdministrator(app, request, owner))) mayStillSee.set(request, owner);
    // A sale photo stored before card-sized copies existed gets its copy made on the first request for it.
    if (!owner || mayStillSee.has(request)) await makeMissingCardCopy(store, url);
  });
  await app.register(fastifyStatic, {
    root: store.rootDir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    // Asked with the path as requested and with the file the server picked, whatever the spelling:
    // a withheld one is then answered as a missing one is.
    allowedPath: (pathname, _root, request) => {
      if (!app.withheldPhotos.ready()) return false;
      const owner = app.withheldPhotos.ownerOf(path.posix.join(UPLOADS_URL_PREFIX, pathname));
      return owner === undefined || mayStillSee.get(request) === owner;
    },
    setHeaders: (reply: FastifyReply) => reply.header('Cache-Control', mayStillSee.has(reply.request) ? 'private, no-store' : 'public, max-age=31536000, immutable'),
  });
}

/**
 * The file a request names, spelled as the database names it (decoded and normalized): the owner and
 * administrators ask by that spelling. Undefined when the path cannot be decoded.
 */
function fileUrlOf(requestUrl: string): string | undefined {
  try {
    return path.posix.normalize(decodeURIComponent(requestUrl.split('?')[0]!));
  } catch {
    return undefined;
  }
}

/** A withheld photo's owner still sees it on their post in My Posts, and administrators on the review desk. */
async function isOwnerOrAdministrator(app: FastifyInstance, request: FastifyRequest, owner: string): Promise<boolean> {
  const viewer = await request.currentUser();
  return viewer !== undefined && (viewer.id === owner || isAdministrator(viewer, app.config));
}

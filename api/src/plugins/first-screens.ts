import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { string } from 'yup';
import type { ClassifiedsPage, Listing } from '@yardsale/core/api-types';
import type { LatLng } from '@yardsale/core/geo';
import type { MapPicture } from '@yardsale/core/map-frame';
import type { FindPlaceNoteProps } from '@yardsale/core/first-screen';
import { REQUEST_MESSAGES } from '@yardsale/core/schemas/request-messages';
import { notFound } from '@/services/errors';
import { refusals } from './contract';

/** web/src/prerender/entry-first-screens.tsx as built: the app's own components rendered on the server. */
export interface FirstScreenRenderer {
  renderFindFirstScreen(listings: Listing[], center: LatLng, note?: FindPlaceNoteProps): Promise<string>;
  renderClassifiedsFirstScreen(page: ClassifiedsPage, now: number): Promise<string>;
  renderHomeFirstScreen(map: MapPicture): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The renderer of first screens (decision 0032); null when the web app was not built beside this API. */
    firstScreens(): Promise<FirstScreenRenderer | null>;
  }
}

/**
 * Finds the first screens' renderer that the web build writes beside its files
 * (`<web dist>/../dist-server/first-screens.js`, scripts/lib/prerender.mjs) and loads it on the first
 * request that needs it: most processes (and every API test) never do.
 */
export function registerFirstScreens(app: FastifyInstance): void {
  const file = path.join(path.dirname(app.config.webDistDir), 'dist-server', 'first-screens.js');
  let renderer: Promise<FirstScreenRenderer | null> | undefined;
  const load = async (): Promise<FirstScreenRenderer | null> => {
    if (!fs.existsSync(file)) return null;
    try {
      return (await import(pathToFileURL(file).href)) as FirstScreenRenderer;
    } catch (error) {
      app.log.error({ err: error, file }, 'The first screens cannot be drawn: their renderer does not load');
      return null;
    }
  };
  app.decorate('firstScreens', () => (renderer ??= load()));
}

/** The answers of a first screen's route, for its schema. */
export const firstScreenAnswers = {
  200: string().defined().meta({ description: 'The cards and their styles, an HTML fragment', mediaType: 'text/html' }),
  204: string().defined().meta({ description: 'Nothing near: the page starts its app, which says so' }),
  ...refusals(404, 429),
};

/** /home's map always has something to draw (its tiles, the visitor's dot): never a 204. */
export const firstMapAnswers = {
  200: string().defined().meta({ description: 'The map: its tiles, pins, clusters and controls, an HTML fragment', mediaType: 'text/html' }),
  ...refusals(404, 429),
};

/** A list with something in it, or nothing to draw. */
export const unlessEmpty = <T>(items: T[]): T[] | undefined => (items.length ? items : undefined);

/**
 * Answers a first screen: 404 without a renderer (before anything is looked up), 204 when `find`
 * finds nothing to draw, otherwise what `draw` makes of it; never kept by a cache (it is where the
 * visitor stands).
 */
export async function answerFirstScreen<T>(
  app: FastifyInstance,
  reply: FastifyReply,
  find: () => Promise<T | undefined>,
  draw: (renderer: FirstScreenRenderer, found: T) => Promise<string>,
): Promise<string> {
  const renderer = await app.firstScreens();
  if (!renderer) throw notFound(REQUEST_MESSAGES.notFound);
  const found = await find();
  reply.header('cache-control', 'private, no-store');
  if (found === undefined) {
    reply.code(204);
    return '';
  }
  reply.type('text/html; charset=utf-8');
  return draw(renderer, found);
}

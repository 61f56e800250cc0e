import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Listing } from '@yardsale/core/api-types';
import type { LatLng } from '@yardsale/core/geo';

/** web/src/prerender/entry-first-screens.tsx as built: the app's own components rendered on the server. */
export interface FirstScreenRenderer {
  renderFindFirstScreen(listings: Listing[], center: LatLng): Promise<string>;
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

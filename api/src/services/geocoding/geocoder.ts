// Which geocoder the app uses, chosen once per configuration.
import type { AppConfig } from '@/config';
import { embeddedGeocoder } from './embedded';
import { HttpGeocoder, type GeocoderLog } from './http-geocoder';
import type { RemoteKind } from './remote-formats';
import type { Geocoder } from './types';

type GeocoderConfig = Pick<AppConfig, 'geocoderUrl' | 'geocoderKind' | 'geocoderTimeoutMs' | 'publicUrl' | 'supportEmail'>;

/** Photon serves /api and is usually named so (photon.komoot.io); anything else is taken for Nominatim. */
export function remoteKindOf(url: string, configured: RemoteKind | undefined): RemoteKind {
  if (configured) return configured;
  return /photon/i.test(url) || /\/api\/?$/.test(new URL(url).pathname) ? 'photon' : 'nominatim';
}

export function createGeocoder(config: GeocoderConfig, log?: GeocoderLog): Geocoder {
  if (!config.geocoderUrl) return embeddedGeocoder;
  const kind = remoteKindOf(config.geocoderUrl, config.geocoderKind);
  return new HttpGeocoder({
    // A Photon URL given with its /api path works too: the dialect adds the path itself.
    baseUrl: kind === 'photon' ? config.geocoderUrl.replace(/\/api\/?$/, '') : config.geocoderUrl,
    kind,
    timeoutMs: config.geocoderTimeoutMs,
    userAgent: `YardSaleFinder/1.0 (+${config.publicUrl}; ${config.supportEmail})`,
    fallback: embeddedGeocoder,
    log,
  });
}

const perConfig = new WeakMap<GeocoderConfig, Geocoder>();

/**
 * The geocoder for an app's configuration, made on first use and then shared, so the pause after a
 * remote failure (http-geocoder.ts) holds across requests. The first caller's log is kept.
 */
export function geocoderFor(config: GeocoderConfig, log?: GeocoderLog): Geocoder {
  let geocoder = perConfig.get(config);
  if (!geocoder) {
    geocoder = createGeocoder(config, log);
    perConfig.set(config, geocoder);
  }
  return geocoder;
}

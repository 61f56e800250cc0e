// A Nominatim or Photon server (GEOCODER_URL), with the embedded geocoder behind it for every failure.
import type { ForwardGeocode, GeoSuggestion, ReverseGeocode } from '@yardsale/core/geocoding';
import { parsePlaces, reverseUrl, searchUrl, type RemoteKind } from './remote-formats';
import { toForwardGeocode, toReverseGeocode } from './results';
import type { AutocompleteOptions, Geocoder } from './types';

/** The part of Fastify's logger we use, so this module needs no Fastify types. */
export interface GeocoderLog {
  warn(details: object, message: string): void;
}

export interface HttpGeocoderOptions {
  baseUrl: string;
  kind: RemoteKind;
  timeoutMs: number;
  /** Nominatim's usage policy asks every application to name itself and a contact. */
  userAgent: string;
  fallback: Geocoder;
  log?: GeocoderLog;
  /** After a failure the server is left alone this long, so an outage costs one timeout, not one per request. */
  pauseAfterFailureMs?: number;
}

const DEFAULT_PAUSE_AFTER_FAILURE_MS = 30_000;

/** The public OSM Nominatim forbids autocomplete (its usage policy): there we complete from our own data. */
function allowsAutocomplete(kind: RemoteKind, baseUrl: string): boolean {
  return kind === 'photon' || new URL(baseUrl).hostname !== 'nominatim.openstreetmap.org';
}

export class HttpGeocoder implements Geocoder {
  private pausedUntil = 0;
  private readonly autocompletes: boolean;

  constructor(private readonly options: HttpGeocoderOptions) {
    this.autocompletes = allowsAutocomplete(options.kind, options.baseUrl);
  }

  async autocomplete(query: string, options: AutocompleteOptions): Promise<GeoSuggestion[]> {
    const { kind, baseUrl, fallback } = this.options;
    const found = this.autocompletes ? await this.places(searchUrl(kind, baseUrl, query, options.limit, options.near)) : [];
    return found.length > 0 ? found.slice(0, options.limit) : fallback.autocomplete(query, options);
  }

  async forward(address: string): Promise<ForwardGeocode | null> {
    const { kind, baseUrl, fallback } = this.options;
    const [place] = await this.places(searchUrl(kind, baseUrl, address, 1));
    return place ? toForwardGeocode(place) : fallback.forward(address);
  }

  async reverse(latitude: number, longitude: number): Promise<ReverseGeocode | null> {
    const { kind, baseUrl, fallback } = this.options;
    const [place] = await this.places(reverseUrl(kind, baseUrl, latitude, longitude));
    return (place && toReverseGeocode(place)) ?? fallback.reverse(latitude, longitude);
  }

  /** The server's places, or none when it is slow, down, refuses or answers nonsense. */
  private async places(url: string): Promise<GeoSuggestion[]> {
    if (Date.now() < this.pausedUntil) return [];
    try {
      const response = await fetch(url, {
        headers: { 'User-Agent': this.options.userAgent, Accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`answered ${response.status} ${response.statusText}`);
      }
      return parsePlaces(await response.json());
    } catch (error) {
      this.pausedUntil = Date.now() + (this.options.pauseAfterFailureMs ?? DEFAULT_PAUSE_AFTER_FAILURE_MS);
      // The query string holds what the user typed: only where we asked goes to the log.
      const { origin, pathname } = new URL(url);
      this.options.log?.warn({ err: error, geocoder: `${origin}${pathname}` }, 'Geocoder request failed; using the embedded geocoder');
      return [];
    }
  }
}

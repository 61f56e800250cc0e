// A stand-in Nominatim/Photon server on 127.0.0.1: a real HTTP server, so our HTTP geocoder is tested
// as it runs, request building, headers, timeouts and parsing included.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  path: string;
  params: URLSearchParams;
  userAgent: string | undefined;
}

export interface FakeAnswer {
  status?: number;
  body: unknown;
  /** Wait this long before answering (to provoke our timeout). */
  delayMs?: number;
}

export interface FakeGeocoder {
  url: string;
  requests: FakeRequest[];
  /** What to answer at a path ('/search', '/reverse', '/api'); unknown paths answer 404. */
  answer(path: string, answer: FakeAnswer): void;
  close(): Promise<void>;
}

export async function startFakeGeocoder(): Promise<FakeGeocoder> {
  const answers = new Map<string, FakeAnswer>();
  const requests: FakeRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push({ path: url.pathname, params: url.searchParams, userAgent: request.headers['user-agent'] });
    const answer = answers.get(url.pathname) ?? { status: 404, body: { error: 'not found' } };
    const send = () => {
      if (response.destroyed) return;
      response.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    };
    if (!answer.delayMs) return send();
    const timer = setTimeout(() => {
      timers.delete(timer);
      send();
    }, answer.delayMs);
    timers.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: (path, answer) => answers.set(path, answer),
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A Nominatim jsonv2 result with addressdetails, as nominatim.openstreetmap.org answers. */
export function nominatimPlace(place: {
  lat: number;
  lon: number;
  countryCode: string;
  iso?: string;
  state?: string;
  city?: string;
  road?: string;
  houseNumber?: string;
  postcode?: string;
  type?: string;
}): Record<string, unknown> {
  return {
    place_id: 1,
    lat: String(place.lat),
    lon: String(place.lon),
    category: place.houseNumber ? 'building' : 'place',
    type: place.type ?? (place.houseNumber ? 'house' : 'city'),
    display_name: 'long display name that we do not show',
    address: {
      ...(place.houseNumber ? { house_number: place.houseNumber } : {}),
      ...(place.road ? { road: place.road } : {}),
      ...(place.city ? { city: place.city } : {}),
      ...(place.state ? { state: place.state } : {}),
      ...(place.iso ? { 'ISO3166-2-lvl4': place.iso } : {}),
      ...(place.postcode ? { postcode: place.postcode } : {}),
      country_code: place.countryCode,
    },
  };
}

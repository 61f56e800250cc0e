// Yard sales through the API, for the sale and sale-photo suites: posting, editing and photo uploads.
import type { Listing } from '@yardsale/core/api-types';
import type { ApiClient } from './client';
import { json, saleBody } from './factories';
import { formData } from './images';

export const putJson = (client: ApiClient, url: string, body: unknown) =>
  client.fetch(url, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** POSTs a valid sale (saleBody with `overrides`) and answers it, failing the test unless it is created. */
export async function postSale(client: ApiClient, overrides: Record<string, unknown> = {}): Promise<Listing> {
  return json<Listing>(await client.post('/api/listings', saleBody(overrides)), 201);
}

export async function uploadPhoto(client: ApiClient, bytes: Buffer, type = 'image/jpeg'): Promise<Response> {
  return client.fetch('/api/listings/photo', { method: 'POST', body: formData({}, [{ field: 'photo', type, bytes }]) });
}

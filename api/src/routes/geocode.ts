import type { FastifyInstance } from 'fastify';
import { forwardGeocodeAnswer, geoSuggestionsAnswer, reverseGeocodeAnswer } from '@yardsale/core/contract/answers';
import { autocompleteQuerySchema, forwardQuerySchema, reverseQuerySchema } from '@yardsale/core/schemas/geocode';
import { refusals, type YupTypeProvider } from '@/plugins/contract';
import { geocoderFor } from '@/services/geocoding/geocoder';

const tags = ['geocoding'];

/** Address autocomplete, forward and reverse geocoding for the /post screen (USA and Canada only). */
export async function geocodeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const geocoder = geocoderFor(app.config, app.log);
  // Counted before validation, so malformed requests cannot be used to get around the limit.
  const config = { rateLimit: 'geocode' } as const;

  app.get('/geocode/autocomplete', {
    schema: { tags, summary: 'Address suggestions as you type, nearest first when near is given', querystring: autocompleteQuerySchema, response: { 200: geoSuggestionsAnswer, ...refusals(400, 429) } },
    config,
  }, async (request) => {
    const { q, near, limit } = request.query;
    return { suggestions: await geocoder.autocomplete(q, { limit, ...(near ? { near } : {}) }) };
  });

  app.get('/geocode/forward', {
    schema: { tags, summary: 'An address to a point (null when not found)', querystring: forwardQuerySchema, response: { 200: forwardGeocodeAnswer, ...refusals(400, 429) } },
    config,
  }, async (request) => ({ result: await geocoder.forward(request.query.address) }));

  app.get('/geocode/reverse', {
    schema: { tags, summary: 'A point to its town (null outside the USA and Canada)', querystring: reverseQuerySchema, response: { 200: reverseGeocodeAnswer, ...refusals(400, 429) } },
    config,
  }, async (request) => ({ result: await geocoder.reverse(request.query.lat, request.query.lng) }));
}

import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { listingAnswer, listingMarkersAnswer, listingPhotoAnswer, listingsAnswer, listingsPageAnswer, messageAnswer, renewAnswer } from '@yardsale/core/contract/answers';
import { GRID_FIRST_CARDS, MAP, type SaleType } from '@yardsale/core/constants';
import { LIMITS } from '@yardsale/core/limits';
import { roundedToTenMetres } from '@yardsale/core/geo';
import { REPEATED_ANSWER_HEADER } from '@yardsale/core/sent-once';
import { listingQuery, listItems, parseNear, toListingSearch } from '@yardsale/core/listing-query';
import { searchTerms } from '@yardsale/core/search-terms';
import { frameBbox, mapPictureOf } from '@yardsale/core/map-frame';
import { parseTileRange, tileRangeFor } from '@yardsale/core/map-tiles';
import type { FindPlaceNoteProps } from '@yardsale/core/first-screen';
import { findFirstScreenQuerySchema, firstMapQuerySchema, parseMapSide } from '@yardsale/core/schemas/first-screen-query';
import { listingQuerySchema } from '@yardsale/core/schemas/listing-query';
import { markerQuerySchema } from '@yardsale/core/schemas/marker-query';
import { listingSelectionQuerySchema, parseIdList } from '@yardsale/core/schemas/listing-selection';
import { idParamsSchema, sentOnceHeadersSchema } from '@yardsale/core/schemas/params';
import {
  LISTING_MESSAGES,
  LISTING_PHOTO_TOO_LARGE,
  listingPhotoUploadSchema,
  listingSchema,
  PHOTO_FIELD_MISSING,
} from '@yardsale/core/schemas/listing';
import { PHOTO_TYPES } from '@yardsale/core/schemas/uploads';
import { PHOTO_NOT_READABLE } from '@yardsale/core/schemas/validation-messages';
import { ANSWER_MESSAGES } from '@yardsale/core/schemas/answer-messages';
import { sendCachedJson } from '@/lib/cached-answer';
import { fileBytes, multipartBody } from '@/lib/multipart';
import { refusals, SIGNED_IN, type YupTypeProvider } from '@/plugins/contract';
import { requireConsent, requireUser, requireVerifiedUser } from '@/plugins/current-user';
import { answerFirstScreen, firstMapAnswers, firstScreenAnswers, unlessEmpty } from '@/plugins/first-screens';
import { markerCache } from '@/services/listings/marker-cache';
import { saveListingPhoto } from '@/services/listings/photos';
import { findReadableListing, findShownListings, listOwnListings } from '@/services/listings/queries';
import { searchListings } from '@/services/listings/search';
import { createListing, editListing } from '@/services/listings/writes';
import { matchAfterAnswer } from '@/services/alerts/due-matchings';
import { geocoderFor } from '@/services/geocoding/geocoder';
import { deletePost, renewPost } from '@/services/posts';

const tags = ['yard sales'];

/** Find's note over a first screen that is not from the guest's position: a place chosen instead, or the default centre. */
function findNoteOf(near: string | undefined, place: string | undefined): FindPlaceNoteProps | undefined {
  if (near === undefined) return { from: 'default', label: MAP.defaultCenterLabel };
  return place === undefined ? undefined : { from: 'place', label: place };
}

export async function listingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const { db } = app.database;
  const geocoder = geocoderFor(app.config, app.log);
  await app.register(multipart);
  const verified = (request: Parameters<typeof requireUser>[0]) => requireVerifiedUser(request, LISTING_MESSAGES.emailVerificationRequired);

  app.get('/listings', {
    schema: { tags, summary: 'Visible sales nearest a point (near: Find), in a box (bbox: API clients; the map asks /listings/markers) or all, one page at a time', querystring: listingQuerySchema, response: { 200: listingsPageAnswer, ...refusals(400, 429) } },
    config: { rateLimit: 'listingSearch' },
  }, async (request) => searchListings(db, toListingSearch(request.query), new Date(), (await request.currentUser())?.id));

  // Tiles and answers kept in this process's memory, dropped when any process commits a change (decision 0016).
  const markers = markerCache(db);
  app.get('/listings/markers', {
    schema: {
      tags,
      summary: 'The map: every visible sale of a range of tiles as a pin (id, position, title, types), up to 20 a tile; details from GET /api/listings/{id}',
      description:
        'Ask with the tiles core/map-tiles.ts tileRangeFor gives for the viewport. Answers carry a weak ETag: with If-None-Match it answers 304 while nothing shown has changed. Compressed (br, gzip) when accepted.',
      querystring: markerQuerySchema,
      response: { 200: listingMarkersAnswer, ...refusals(400, 429) },
    },
    config: { rateLimit: 'mapMarkers' },
  }, async (request, reply) => {
    const { tiles, types, categories, date, q } = request.query;
    // The same answer for everyone, from memory: no session lookup (decision 0044).
    const filters = { saleTypes: listItems(types) as SaleType[], categories: listItems(categories), dates: listItems(date), words: searchTerms(q) };
    return sendCachedJson(request, reply, await markers.answer(parseTileRange(tiles)!, filters));
  });

  // Drawn by the app's own components (web/dist-server), for a guest's page to show before its app runs (decision 0032).
  app.get('/listings/first-screen', {
    schema: {
      tags,
      summary:
        "Find's first cards for a guest at near=lat,lng, or near a place chosen instead of the position (near and place, under the note that names it), or without either near the default centre (under the note that says so), as HTML (the page loader shows them before the app runs)",
      querystring: findFirstScreenQuerySchema,
      response: firstScreenAnswers,
    },
    config: { rateLimit: 'listingSearch' },
  }, async (request, reply) => {
    const { near, place } = request.query;
    // Rounded as Find rounds it, so the app's own first answer holds the same sales in the same order.
    const center = near === undefined ? MAP.defaultCenter : roundedToTenMetres(parseNear(near)!);
    const search = { ...toListingSearch(listingQuery({ area: { near: center } })), limit: GRID_FIRST_CARDS };
    const viewerId = (await request.currentUser())?.id;
    return answerFirstScreen(app, reply, async () => unlessEmpty((await searchListings(db, search, new Date(), viewerId)).listings), (renderer, listings) =>
      renderer.renderFindFirstScreen(listings, center, findNoteOf(near, place)),
    );
  });

  // /home's map for the same guest, drawn where Leaflet will draw it, from the markers' cache (decision 0034).
  app.get('/listings/first-screen/map', {
    schema: {
      tags,
      summary: "/home's map for a guest at near=lat,lng (without it, at the map's default view) in an area of width × height CSS pixels: its tiles, pins and clusters as HTML (the page loader shows it before the app runs)",
      querystring: firstMapQuerySchema,
      response: firstMapAnswers,
    },
    config: { rateLimit: 'mapMarkers' },
  }, async (request, reply) => {
    const { near, width, height } = request.query;
    // Where the live map opens: on the guest's fix at the recentre zoom, or at its default view (sales-map.tsx).
    const view = near === undefined ? { center: MAP.defaultCenter, zoom: MAP.defaultZoom } : { center: parseNear(near)!, zoom: MAP.recenterZoom };
    const frame = { ...view, width: parseMapSide(width)!, height: parseMapSide(height)! };
    return answerFirstScreen(app, reply, async () => {
      const answer = await markers.answer(tileRangeFor(frameBbox(frame)), { saleTypes: [], categories: [] });
      return mapPictureOf(frame, app.config.tileUrl, answer.rows.map((row) => row.marker), answer.truncated);
    }, (renderer, picture) => renderer.renderHomeFirstScreen(picture));
  });

  app.get('/listings/user', {
    schema: { tags, summary: "The signed-in seller's own sales, newest first", security: SIGNED_IN, response: { 200: listingsAnswer, ...refusals(401) } },
  }, async (request) => listOwnListings(db, (await requireUser(request)).id));

  app.get('/listings/selection', {
    schema: {
      tags,
      summary: 'Those of the given sales still shown, in the order given (route planning over favorites, a guest\'s too)',
      querystring: listingSelectionQuerySchema,
      response: { 200: listingsAnswer, ...refusals(400, 429) },
    },
    config: { rateLimit: 'listingSearch' },
  }, async (request) => findShownListings(db, parseIdList(request.query.ids)!, (await request.currentUser())?.id));

  app.get('/listings/:id', {
    schema: { tags, summary: 'One sale while it is shown (its owner: always)', params: idParamsSchema, response: { 200: listingAnswer, ...refusals(404) } },
  }, async (request) => findReadableListing(db, request.params.id, (await request.currentUser())?.id));

  app.post('/listings', {
    schema: { tags, summary: 'Post a yard sale (verified e-mail and consent; an Idempotency-Key makes a retry answer the first sale)', security: SIGNED_IN, headers: sentOnceHeadersSchema, body: listingSchema, response: { 201: listingAnswer, ...refusals(400, 401, 403, 429) } },
    config: { rateLimit: 'listingCreate', sentOnce: 'sale' },
  }, async (request, reply) => {
    const user = await verified(request);
    const { made: sale, repeat } = await createListing(db, geocoder, user.id, request.body, { clientKey: request.headers['idempotency-key'] });
    await matchAfterAnswer(app.services, 'sale', sale.id);
    if (repeat) reply.header(REPEATED_ANSWER_HEADER, 'true');
    reply.code(201);
    return sale;
  });

  // Upload first, then send the returned URL in imageUrls: the sale itself stays a JSON body.
  app.post('/listings/photo', {
    schema: { tags, summary: 'Upload a sale photo (multipart field photo); re-encoded without metadata', security: SIGNED_IN, consumes: ['multipart/form-data'], body: listingPhotoUploadSchema, response: { 201: listingPhotoAnswer, ...refusals(400, 401, 403, 413, 429) } },
    config: { rateLimit: 'listingPhoto' },
    preValidation: [
      async (request) => void (await verified(request)),
      multipartBody({ maxFiles: 1, maxFileBytes: LIMITS.yardSalePhotoMaxBytes, acceptTypes: PHOTO_TYPES, tooLargeMessage: LISTING_PHOTO_TOO_LARGE, wrongTypeMessage: PHOTO_NOT_READABLE, requiredMessage: PHOTO_FIELD_MISSING }),
    ],
  }, async (request, reply) => {
    const user = await verified(request);
    reply.code(201);
    return { url: await saveListingPhoto(db, app.uploads, user.id, fileBytes(request.body.photo)) };
  });

  app.put('/listings/:id', {
    schema: { tags, summary: 'Replace a sale (owner, verified e-mail and consent)', security: SIGNED_IN, params: idParamsSchema, body: listingSchema, response: { 200: listingAnswer, ...refusals(400, 401, 403, 404, 409, 429) } },
    config: { rateLimit: 'listingEdit' },
  }, async (request) => {
    const user = await verified(request);
    const sale = await editListing(app.services, geocoder, user.id, request.params.id, request.body);
    if (!sale.isActive) app.withheldPhotos.changed(); // taken down: its new photos were withheld
    return sale;
  });

  app.delete('/listings/:id', {
    schema: { tags: [...tags, 'classifieds'], summary: 'Delete a post (owner): a sale, or a classified and its photos', security: SIGNED_IN, params: idParamsSchema, response: { 200: messageAnswer, ...refusals(401, 403, 404, 429) } },
    config: { rateLimit: 'ownPost' },
  }, async (request) => {
    const user = await requireUser(request);
    await deletePost(app.services, user.id, request.params.id);
    return { message: ANSWER_MESSAGES.postDeleted };
  });

  // Renewing shows a post to people again: it needs consent, as posting does (a post may predate the rule).
  app.patch('/listings/:id/renew', {
    schema: {
      tags: [...tags, 'classifieds'],
      summary: 'Refresh a post (owner, consent given): a classified 14 days old or more moves to the top and is shown for another lifetime (409 before); a sale is shown again from its dates (409 once its last day is over)',
      security: SIGNED_IN,
      params: idParamsSchema,
      response: { 200: renewAnswer, ...refusals(401, 403, 404, 409, 429) },
    },
    config: { rateLimit: 'ownPost' },
  }, async (request) => renewPost(db, requireConsent(await requireUser(request)).id, request.params.id));
}

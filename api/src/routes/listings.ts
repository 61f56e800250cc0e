import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Listing, ListingPhotoResponse, ListingsPage, MessageResponse } from '@yardsale/core/api-types';
import { LIMITS } from '@yardsale/core/constants';
import { LISTING_MESSAGES, LISTING_PHOTO_TOO_LARGE, LISTING_PHOTO_TYPES } from '@yardsale/core/schemas/listing';
import { readMultipart } from '@/lib/multipart';
import { requireUser } from '@/plugins/current-user';
import { HttpError } from '@/plugins/errors';
import { IMAGE_NOT_READABLE } from '@/services/images';
import { saveListingPhoto } from '@/services/listings/photos';
import { findReadableListing, listOwnListings } from '@/services/listings/queries';
import { searchListings } from '@/services/listings/search';
import { parseListingSearch } from '@/services/listings/search-params';
import { createListing, deleteListing, LISTING_PHOTO_RATE_LIMIT, renewListing, updateListing } from '@/services/listings/writes';
import { enforceRateLimit } from '@/services/rate-limit';

type WithId = { Params: { id: string } };

async function requireVerifiedUser(request: FastifyRequest) {
  const user = await requireUser(request);
  if (!user.emailVerified) throw new HttpError(403, LISTING_MESSAGES.emailVerificationRequired);
  return user;
}

export async function listingRoutes(app: FastifyInstance): Promise<void> {
  const { database } = app;
  const { db } = database;
  await app.register(multipart);

  app.get('/listings', async (request): Promise<ListingsPage> =>
    searchListings(db, parseListingSearch(request.query as Record<string, unknown>)),
  );

  app.get('/listings/user', async (request): Promise<Listing[]> => listOwnListings(db, (await requireUser(request)).id));

  app.get<WithId>('/listings/:id', async (request): Promise<Listing> =>
    findReadableListing(db, request.params.id, (await request.currentUser())?.id),
  );

  app.post('/listings', async (request, reply): Promise<Listing> => {
    const user = await requireVerifiedUser(request);
    const listing = await createListing(database, user.id, request.body);
    reply.code(201);
    return listing;
  });

  // Upload first, then send the returned URL in imageUrls: the sale itself stays a JSON body.
  app.post('/listings/photo', async (request, reply): Promise<ListingPhotoResponse> => {
    const user = await requireVerifiedUser(request);
    await enforceRateLimit(database, `listing-photo:${user.id}`, LISTING_PHOTO_RATE_LIMIT);
    if (!request.isMultipart()) throw new HttpError(400, 'Send the photo as multipart/form-data in a field named photo');
    const { files } = await readMultipart(request, {
      maxFiles: 1,
      maxFileBytes: LIMITS.yardSalePhotoMaxBytes,
      acceptTypes: LISTING_PHOTO_TYPES,
      tooLargeMessage: LISTING_PHOTO_TOO_LARGE,
      wrongTypeMessage: IMAGE_NOT_READABLE,
    });
    const photo = files.find((file) => file.fieldname === 'photo');
    if (!photo) throw new HttpError(400, 'Send the photo as multipart/form-data in a field named photo');
    reply.code(201);
    return { url: await saveListingPhoto(app.uploads, user.id, photo.buffer) };
  });

  app.put<WithId>('/listings/:id', async (request): Promise<Listing> => {
    const user = await requireVerifiedUser(request);
    return updateListing(db, app.uploads, user.id, request.params.id, request.body);
  });

  app.delete<WithId>('/listings/:id', async (request): Promise<MessageResponse> => {
    const user = await requireUser(request);
    await deleteListing(db, app.uploads, user.id, request.params.id);
    return { message: 'Listing deleted' };
  });

  app.patch<WithId>('/listings/:id/renew', async (request): Promise<Listing> => {
    const user = await requireUser(request);
    return renewListing(db, user.id, request.params.id);
  });
}

import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { classifiedAnswer, classifiedsAnswer, classifiedsPageAnswer, messageAnswer } from '@yardsale/core/contract/answers';
import { classifiedQuery, toClassifiedSearch } from '@yardsale/core/classified-query';
import { CLASSIFIEDS } from '@yardsale/core/constants';
import { LIMITS } from '@yardsale/core/limits';
import { classifiedSchema, type ClassifiedInput } from '@yardsale/core/schemas/classified';
import { PHOTO_TYPES } from '@yardsale/core/schemas/uploads';
import { CLASSIFIED_MESSAGES, PHOTO_NOT_READABLE } from '@yardsale/core/schemas/validation-messages';
import { classifiedQuerySchema } from '@yardsale/core/schemas/classified-query';
import { classifiedsFirstScreenQuerySchema } from '@yardsale/core/schemas/first-screen-query';
import { roundedToTenMetres } from '@yardsale/core/geo';
import { parseNear } from '@yardsale/core/listing-query';
import { idParamsSchema, sentOnceHeadersSchema } from '@yardsale/core/schemas/params';
import { ANSWER_MESSAGES } from '@yardsale/core/schemas/answer-messages';
import { REPEATED_ANSWER_HEADER } from '@yardsale/core/sent-once';
import { fileBytes, multipartBody } from '@/lib/multipart';
import { matchAfterAnswer } from '@/services/alerts/due-matchings';
import { refusals, SIGNED_IN, type YupTypeProvider } from '@/plugins/contract';
import { requireConsent, requireUser, requireVerifiedUser } from '@/plugins/current-user';
import { answerFirstScreen, firstScreenAnswers, unlessEmpty } from '@/plugins/first-screens';
import { findReadableClassified, listOwnClassifieds } from '@/services/classifieds/queries';
import { searchClassifieds } from '@/services/classifieds/search';
import { createClassified, deleteClassified, editClassified, markClassifiedSold } from '@/services/classifieds/writes';

const tags = ['classifieds'];

/** The form fields and the new photos' bytes, as the write services take them. */
const formAndFiles = ({ images, ...form }: ClassifiedInput) => [form, images.map(fileBytes)] as const;

export async function classifiedRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const { db } = app.database;
  await app.register(multipart);
  type Request = Parameters<typeof requireUser>[0];
  const poster = (request: Request) => requireVerifiedUser(request, CLASSIFIED_MESSAGES.emailVerificationRequired, CLASSIFIED_MESSAGES.loginRequired);
  // Who may post is settled before a byte of the photos is read.
  const form = [
    async (request: Request) => void (await poster(request)),
    multipartBody({
      maxFiles: LIMITS.classifiedMaxImages,
      maxFileBytes: CLASSIFIEDS.photoMaxBytes,
      acceptTypes: PHOTO_TYPES,
      tooLargeMessage: CLASSIFIED_MESSAGES.photoTooLarge,
      wrongTypeMessage: PHOTO_NOT_READABLE,
      tooManyFilesMessage: CLASSIFIED_MESSAGES.tooManyImages,
      jsonFields: ['categories', 'imageUrls'],
    }),
  ];

  app.get('/classifieds', {
    schema: { tags, summary: 'Shown classifieds: words, category, near a point, newest/nearest/price order, one page at a time', querystring: classifiedQuerySchema, response: { 200: classifiedsPageAnswer, ...refusals(400, 401, 429) } },
    config: { rateLimit: 'classifiedSearch' },
  }, async (request) => {
    const search = toClassifiedSearch(request.query);
    // Someone's saved classifieds are theirs alone to list.
    const viewerId = search.savedOnly ? (await requireUser(request)).id : (await request.currentUser())?.id;
    return searchClassifieds(db, search, new Date(), viewerId);
  });

  // Drawn by the app's own components (web/dist-server), for a guest's page to show before its app runs (decision 0032).
  app.get('/classifieds/first-screen', {
    schema: {
      tags,
      summary: "/classifieds' first page for a guest at near=lat,lng (without it, every classified, newest first), its count and first cards as HTML (the page loader shows them before the app runs)",
      querystring: classifiedsFirstScreenQuerySchema,
      response: firstScreenAnswers,
    },
    config: { rateLimit: 'classifiedSearch' },
  }, async (request, reply) => {
    // Rounded as the page rounds it, so the app's own first page is the same.
    const { near } = request.query;
    const search = toClassifiedSearch(classifiedQuery(near === undefined ? {} : { near: roundedToTenMetres(parseNear(near)!) }));
    const viewerId = (await request.currentUser())?.id;
    const now = new Date();
    const found = async () => {
      const page = await searchClassifieds(db, search, now, viewerId);
      return unlessEmpty(page.classifieds) && page;
    };
    return answerFirstScreen(app, reply, found, (renderer, page) => renderer.renderClassifiedsFirstScreen(page, now.getTime()));
  });

  app.get('/classifieds/user', {
    schema: { tags, summary: "The signed-in seller's own classifieds, expired ones too, newest first", security: SIGNED_IN, response: { 200: classifiedsAnswer, ...refusals(401) } },
  }, async (request) => listOwnClassifieds(db, (await requireUser(request)).id));

  app.get('/classifieds/:id', {
    schema: { tags, summary: 'One classified while it is shown (its seller: always, with the address)', params: idParamsSchema, response: { 200: classifiedAnswer, ...refusals(404) } },
  }, async (request) => findReadableClassified(db, request.params.id, (await request.currentUser())?.id));

  app.post('/classifieds', {
    schema: { tags, summary: 'Post a classified with up to 10 photos (multipart; verified e-mail and consent; an Idempotency-Key makes a retry answer the first item)', security: SIGNED_IN, consumes: ['multipart/form-data'], headers: sentOnceHeadersSchema, body: classifiedSchema, response: { 201: classifiedAnswer, ...refusals(400, 401, 403, 413, 429) } },
    config: { rateLimit: 'classifiedWrite', sentOnce: 'item' },
    preValidation: form,
  }, async (request, reply) => {
    const user = await poster(request);
    const { made: classified, repeat } = await createClassified(db, app.uploads, user.id, ...formAndFiles(request.body), { clientKey: request.headers['idempotency-key'] });
    await matchAfterAnswer(app.services, 'item', classified.id);
    if (repeat) reply.header(REPEATED_ANSWER_HEADER, 'true');
    reply.code(201);
    return classified;
  });

  app.put('/classifieds/:id', {
    schema: { tags, summary: 'Edit a classified (owner, multipart): photos kept, removed, reordered and added per imageUrls', security: SIGNED_IN, consumes: ['multipart/form-data'], params: idParamsSchema, body: classifiedSchema, response: { 200: classifiedAnswer, ...refusals(400, 401, 403, 404, 409, 413, 429) } },
    config: { rateLimit: 'classifiedWrite' },
    preValidation: form,
  }, async (request) => {
    const user = await poster(request);
    const classified = await editClassified(app.services, user.id, request.params.id, ...formAndFiles(request.body));
    if (!classified.isActive) app.withheldPhotos.changed(); // taken down: its new photos were withheld
    return classified;
  });

  // Decision 0058. Sold hides it, as deleting does; available again shows it to people again, which
  // needs consent, as renewing does.
  const soldRoute = (sold: boolean, summary: string) => ({
    schema: { tags, summary, security: SIGNED_IN, params: idParamsSchema, response: { 200: classifiedAnswer, ...refusals(401, 403, 404, 429) } },
    config: { rateLimit: 'ownPost' as const },
    handler: async (request: Request & { params: { id: string } }) => {
      const user = await requireUser(request);
      return markClassifiedSold(db, (sold ? user : requireConsent(user)).id, request.params.id, sold);
    },
  });
  app.put('/classifieds/:id/sold', soldRoute(true, 'Mark a classified sold (owner): out of the lists, no new conversations; its link and saved lists show it as sold'));
  app.delete('/classifieds/:id/sold', soldRoute(false, 'Mark a sold classified available again (owner, consent given): back in the lists where it was'));

  app.delete('/classifieds/:id', {
    schema: { tags, summary: 'Delete a classified and its photos (owner)', security: SIGNED_IN, params: idParamsSchema, response: { 200: messageAnswer, ...refusals(401, 403, 404, 429) } },
    config: { rateLimit: 'ownPost' },
  }, async (request) => {
    const user = await requireUser(request);
    await deleteClassified(db, app.uploads, user.id, request.params.id);
    return { message: ANSWER_MESSAGES.postDeleted };
  });
}

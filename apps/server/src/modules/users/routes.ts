import {
  IMPORT_MESSAGES,
  MESSAGES,
  PROFILE_PHOTO_MAX_BYTES,
  photoParams,
  photoQuery,
  profileUpdateBody,
  userProfile,
} from '@loadboard/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.ts';
import { rowIdFromUrl } from '../../lib/row-id.ts';
import { successAnswer } from '../../lib/success-answer.ts';
import { acceptUploads, readUpload } from '../../lib/upload.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import { changeProfilePhoto, getProfilePhoto, sessionWithProfile, updateProfile } from './service.ts';

const tags = ['users'];
/** The field of the upload form that carries the photo (spec 7, POST /users/profile-photo). */
const PHOTO_FIELD = 'photo';
/** A versioned photo URL never shows anything else, so browsers and proxies may keep it for good. */
const FOREVER = 'public, max-age=31536000, immutable';

/**
 * The answer of GET /users/profile and GET /auth/profile: the session checked in the statement that
 * reads the profile (`sessionWithProfile`), so the route runs no `authenticate` of its own.
 */
export const signedInProfile = (app: FastifyInstance) => async (request: FastifyRequest) => {
  const { profile } = await app.authenticateWith(request, (userId, tokenId) =>
    sessionWithProfile(app.db, userId, tokenId),
  );
  return successAnswer(profile);
};

/** The signed-in user's own account: the profile, its editable fields and its photo. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app, PROFILE_PHOTO_MAX_BYTES);

  app.get(
    '/users/profile',
    // Signed in like the others, its session checked in the same statement as the profile's read.
    routeOptions('signed-in-by-handler', tags, {
      summary: "The signed-in user's profile (same answer as GET /auth/profile)",
      answer: userProfile,
    }),
    signedInProfile(app),
  );

  app.put(
    '/auth/profile/update',
    routeOptions('signed-in', tags, {
      summary:
        'Save the profile: the body is the whole profile object; only the company and personal fields change (never username or email)',
      body: profileUpdateBody,
      answer: userProfile,
      errors: [422],
    }),
    async (request) =>
      successAnswer(await updateProfile(app.db, request.user.id, request.body), MESSAGES.profileUpdated),
  );

  app.post(
    '/users/profile-photo',
    routeOptions('signed-in', tags, {
      summary:
        'Upload a profile photo (multipart field `photo`: JPEG, PNG, WebP or GIF, at most 5 MB); stored square, at most 512 px, without metadata',
      consumes: ['multipart/form-data'],
      answer: userProfile,
      errors: [400, 413, 422],
    }),
    async (request) => {
      const upload = await readUpload(request, PHOTO_FIELD, {
        missing: MESSAGES.photoMissing,
        tooLarge: MESSAGES.photoTooLarge,
        cutOff: IMPORT_MESSAGES.cutOff,
      });
      return successAnswer(
        await changeProfilePhoto(app.db, request.user.id, upload.bytes),
        MESSAGES.photoUpdated,
      );
    },
  );

  // Public: an <img> sends no bearer token. A photo is what a company shows its counterparties,
  // like its name on the board; it is reached only through the profile's versioned URL.
  app.get(
    '/users/:id/photo',
    routeOptions('public', tags, {
      summary: "A user's profile photo (WebP); cached for good under its versioned URL",
      params: photoParams,
      querystring: photoQuery,
    }),
    async (request, reply) => {
      const photo = await getProfilePhoto(app.db, rowIdFromUrl(request.params.id));
      if (!photo) throw notFound();
      const etag = `"${photo.version}"`;
      reply
        .header('Content-Type', photo.contentType)
        .header('ETag', etag)
        .header('Cache-Control', request.query.v === photo.version ? FOREVER : 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(photo.image);
    },
  );
};

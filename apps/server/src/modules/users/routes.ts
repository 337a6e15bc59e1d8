import {
  errorBody,
  IMPORT_MESSAGES,
  MESSAGES,
  PROFILE_PHOTO_MAX_BYTES,
  photoParams,
  photoQuery,
  profileUpdateBody,
  signedInErrors,
  success,
  userProfile,
} from '@loadboard/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.ts';
import { rowIdFromUrl } from '../../lib/row-id.ts';
import { acceptUploads, readUpload } from '../../lib/upload.ts';
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
  return { status: 'success' as const, data: profile };
};

/** The signed-in user's own account: the profile, its editable fields and its photo. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app, PROFILE_PHOTO_MAX_BYTES);

  app.get(
    '/users/profile',
    {
      config: { access: 'signed-in-by-handler' },
      // Signed in like the others, its session checked in the same statement as the profile's read.
      schema: {
        tags,
        summary: "The signed-in user's profile (same answer as GET /auth/profile)",
        response: { 200: success(userProfile), ...signedInErrors },
      },
    },
    signedInProfile(app),
  );

  app.put(
    '/auth/profile/update',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary:
          'Save the profile: the body is the whole profile object; only the company and personal fields change (never username or email)',
        body: profileUpdateBody,
        response: { 200: success(userProfile), ...signedInErrors, 422: errorBody },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await updateProfile(app.db, request.user.id, request.body),
      message: MESSAGES.profileUpdated,
    }),
  );

  app.post(
    '/users/profile-photo',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary:
          'Upload a profile photo (multipart field `photo`: JPEG, PNG, WebP or GIF, at most 5 MB); stored square, at most 512 px, without metadata',
        consumes: ['multipart/form-data'],
        response: {
          200: success(userProfile),
          ...signedInErrors,
          400: errorBody,
          413: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) => {
      const upload = await readUpload(request, PHOTO_FIELD, {
        missing: MESSAGES.photoMissing,
        tooLarge: MESSAGES.photoTooLarge,
        cutOff: IMPORT_MESSAGES.cutOff,
      });
      return {
        status: 'success' as const,
        data: await changeProfilePhoto(app.db, request.user.id, upload.bytes),
        message: MESSAGES.photoUpdated,
      };
    },
  );

  // Public: an <img> sends no bearer token. A photo is what a company shows its counterparties,
  // like its name on the board; it is reached only through the profile's versioned URL.
  app.get(
    '/users/:id/photo',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A user's profile photo (WebP); cached for good under its versioned URL",
        params: photoParams,
        querystring: photoQuery,
      },
    },
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

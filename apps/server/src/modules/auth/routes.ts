import {
  authResult,
  changePasswordBody,
  forgotPasswordBody,
  loginBody,
  MESSAGES,
  registerBody,
  resetPasswordBody,
  tokenResult,
  userProfile,
} from '@loadboard/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readOrCreateSecret } from '../../db/shared-secret.ts';
import { servedOverHttps } from '../../lib/security-headers.ts';
import { successAnswer } from '../../lib/success-answer.ts';
import { enforceRateLimits } from '../../plugins/rate-limit.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import { endSession, generateSigningSecret } from '../session/index.ts';
import { signedInProfile } from '../users/index.ts';
import { type DeviceCookies, deviceCookieHeader, knownDevice } from './device-cookie.ts';
import {
  type AuthDeps,
  changePassword,
  logoutEverywhere,
  register,
  requestPasswordReset,
  resetPassword,
} from './service.ts';
import { type SignInLimits, signIn } from './sign-in-limits.ts';

const tags = ['auth'];

/** Registration, sign-in, password reset and change, and the signed-in user's profile. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: AuthDeps = {
    db: app.db,
    tokens: app.sessionTokens,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    trialDays: app.config.TRIAL_DAYS,
    log: app.log,
  };
  const signInLimits: SignInLimits = {
    addressFailures: app.config.LOGIN_IP_FAILURES,
    accountFailures: app.config.LOGIN_ACCOUNT_IP_FAILURES,
    accountFailuresPerHour: app.config.LOGIN_ACCOUNT_FAILURES_PER_HOUR,
    deviceFailures: app.config.LOGIN_DEVICE_FAILURES,
    slowdownAfter: app.config.LOGIN_SLOWDOWN_AFTER,
    windowMinutes: app.config.RATE_LIMIT_WINDOW_MINUTES,
  };
  const deviceCookies: DeviceCookies = {
    secret: await readOrCreateSecret(app.db, 'device-cookie', generateSigningSecret()),
    days: app.config.DEVICE_COOKIE_DAYS,
  };
  /** Makes the browser a known device of the account it just signed in to (or registered). */
  const rememberDevice = (request: FastifyRequest, reply: FastifyReply, email: string) =>
    reply.header(
      'set-cookie',
      deviceCookieHeader(deviceCookies, email, servedOverHttps(request, app.config.publicUrl)),
    );

  app.post(
    '/auth/register',
    routeOptions('public', tags, {
      summary: 'Create a Broker, RFP Carrier or RFD Carrier account and sign it in',
      body: registerBody,
      answer: authResult,
      status: 201,
      errors: [409, 422, 429],
    }),
    async (request, reply) => {
      await enforceRateLimits(request, [
        { key: `register:ip:${request.ip}`, limit: app.config.REGISTER_RATE_LIMIT },
      ]);
      const data = await register(deps, request.body);
      rememberDevice(request, reply, data.user.email);
      return reply.status(201).send(successAnswer(data, MESSAGES.registerSuccess));
    },
  );

  app.post(
    '/auth/login',
    routeOptions('public', tags, {
      summary: 'Sign in; rememberMe gives a 30-day token instead of a 12-hour one',
      body: loginBody,
      answer: authResult,
      errors: [401, 403, 422, 429],
    }),
    async (request, reply) => {
      const data = await signIn(deps, signInLimits, request.body, {
        ip: request.ip,
        device: knownDevice(deviceCookies, request.body.email, request.headers.cookie),
      });
      rememberDevice(request, reply, request.body.email);
      return successAnswer(data, MESSAGES.loginSuccess);
    },
  );

  app.post(
    '/auth/forgot-password',
    routeOptions('public', tags, {
      summary: 'Email a password reset link; the answer is the same whether or not the account exists',
      body: forgotPasswordBody,
      answer: z.null(),
      errors: [422, 429],
    }),
    async (request) => {
      await enforceRateLimits(request, [
        { key: `forgot:ip:${request.ip}`, limit: app.config.FORGOT_IP_RATE_LIMIT },
        { key: `forgot:email:${request.body.email}`, limit: app.config.FORGOT_RATE_LIMIT },
      ]);
      await requestPasswordReset(deps, request.body.email);
      return successAnswer(null, MESSAGES.forgotSuccess);
    },
  );

  app.post(
    '/auth/reset-password',
    routeOptions('public', tags, {
      summary: 'Set a new password with the emailed token; signs out every session',
      body: resetPasswordBody,
      answer: z.null(),
      errors: [400, 422],
    }),
    async (request) => {
      await resetPassword(deps, { token: request.body.token, newPassword: request.body.new_password });
      return successAnswer(null, MESSAGES.resetSuccess);
    },
  );

  app.post(
    '/auth/change-password',
    routeOptions('signed-in', tags, {
      summary: "Change the signed-in user's password; answers a new token, other sessions end",
      body: changePasswordBody,
      answer: tokenResult,
      errors: [400, 422],
    }),
    async (request) => {
      const token = await changePassword(
        deps,
        { userId: request.user.id, remember: request.sessionRemember },
        request.body,
      );
      return successAnswer({ token }, MESSAGES.passwordUpdated);
    },
  );

  app.post(
    '/auth/logout',
    routeOptions('signed-in', tags, {
      summary: 'End this session on the server: its token is refused from now on',
      answer: z.null(),
    }),
    async (request) => {
      await endSession(app.db, request.user.id, request.sessionToken);
      return successAnswer(null, MESSAGES.loggedOut);
    },
  );

  app.post(
    '/auth/logout-all',
    routeOptions('signed-in', tags, {
      summary: 'End every session of the signed-in user, this one included',
      answer: z.null(),
    }),
    async (request) => {
      await logoutEverywhere(app.db, request.user.id);
      return successAnswer(null, MESSAGES.loggedOutEverywhere);
    },
  );

  app.get(
    '/auth/profile',
    // Signed in like the others, its session checked in the same statement as the profile's read.
    routeOptions('signed-in-by-handler', tags, {
      summary: "The signed-in user's profile",
      answer: userProfile,
    }),
    signedInProfile(app),
  );
};

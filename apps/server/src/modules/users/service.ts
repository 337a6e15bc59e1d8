import {
  MESSAGES,
  type profileUpdateBody,
  type registerBody,
  type UserProfile,
  type UserType,
} from '@loadboard/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { together } from '../../db/together.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashNewPassword } from '../../lib/password.ts';
import { withFields } from '../../lib/with-fields.ts';
import { logActivity } from '../activity/index.ts';
import type { SessionState } from '../session/index.ts';
import { addLoadBoardUrls, getShownSettings, listLoadBoardUrls, shownSettingsOf } from '../settings/index.ts';
import { preparePhoto } from './photo-image.ts';
import {
  findPhoto,
  findPhotoVersion,
  findProfileWithSession,
  findTakenIdentity,
  findUserById,
  insertUser,
  savePhoto,
  type UserRow,
  updateProfileFields,
} from './queries.ts';

/** A new account as registration (or create-admin) gives it, password in clear. */
export type NewUser = Omit<z.output<typeof registerBody>, 'userType' | 'loadBoardUrls'> & {
  userType: UserType;
  loadBoardUrls?: string[];
};

/**
 * Where a user's photo is served: relative to the site, named by its version, so the URL of a photo
 * never changes what it shows (it may be cached for good) and a new photo gets a new URL.
 */
export const photoUrl = (userId: number, version: string) => `/api/users/${userId}/photo?v=${version}`;

/**
 * The user object of spec 3, the one every answer carries (register, login, GET /auth/profile, GET
 * /users/profile): the account row, its load board URLs, and the language, time zone and theme of its
 * settings. Built here only, so the answers agree.
 */
export async function profileOf(db: DbOrTx, user: UserRow): Promise<UserProfile> {
  const [loadBoardUrls, shown, photoVersion] = await together(db, [
    () => listLoadBoardUrls(db, user.id),
    () => getShownSettings(db, user.id),
    () => findPhotoVersion(db, user.id),
  ]);
  return profileFrom(user, { loadBoardUrls, photoVersion, ...shown });
}

/** The profile of the account row and what it shows beside it. */
function profileFrom(
  user: UserRow,
  shown: Pick<UserProfile, 'loadBoardUrls' | 'language' | 'timezone' | 'theme'> & {
    photoVersion?: string | null;
  },
): UserProfile {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    companyName: user.companyName,
    dotNumber: user.dotNumber,
    contactName: user.contactName,
    phone: user.phone,
    website: user.website,
    loadBoardUrls: shown.loadBoardUrls,
    userType: user.userType,
    role: user.userType,
    status: user.status,
    photo: shown.photoVersion ? photoUrl(user.id, shown.photoVersion) : null,
    language: shown.language,
    timezone: shown.timezone,
    theme: shown.theme,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

/**
 * The session state of `userId` with `tokenId` (for `app.authenticateWith`) and the account's
 * profile, read in one statement (GET /auth/profile, asked on every page); undefined for no account.
 */
export async function sessionWithProfile(
  db: DbOrTx,
  userId: number,
  tokenId: string,
): Promise<(SessionState & { profile: UserProfile }) | undefined> {
  const row = await findProfileWithSession(db, userId, tokenId);
  if (!row) return undefined;
  const { user, photoVersion, loadBoardUrls, language, timezone, theme, ...session } = row;
  return withFields(session, {
    profile: profileFrom(user, {
      loadBoardUrls,
      photoVersion,
      ...shownSettingsOf(language, timezone, theme),
    }),
  });
}

/**
 * 409 naming every identity (email, username) already taken, each also under its field (`fields`,
 * as a 422 does) so the register form places it; nothing when both are free.
 */
async function assertIdentityFree(db: DbOrTx, email: string, username: string): Promise<void> {
  const { emailTaken, usernameTaken } = await findTakenIdentity(db, email, username);
  const fields: Record<string, string> = {
    ...(emailTaken ? { email: MESSAGES.emailTaken } : {}),
    ...(usernameTaken ? { username: MESSAGES.usernameTaken } : {}),
  };
  const problems = Object.values(fields);
  if (problems.length === 0) return;
  const message =
    problems.length === 1 ? (problems[0] as string) : `Please correct the following: ${problems.join('; ')}`;
  throw new AppError(409, message, 'CONFLICT', problems, fields);
}

/**
 * Creates an active account and its load board URLs in one transaction. Registration never makes a
 * SUPER_ADMIN; only `npm run create-admin` passes `allowSuperAdmin`.
 */
export async function createUser(
  db: Db,
  input: NewUser,
  options: {
    allowSuperAdmin?: boolean;
    /** More that comes with a new account (registration's trial), in the same transaction. */
    alongWith?: (tx: DbOrTx, userId: number) => Promise<void>;
  } = {},
): Promise<UserProfile> {
  if (input.userType === 'SUPER_ADMIN' && !options.allowSuperAdmin) throw forbidden();
  const email = input.email.toLowerCase();
  await assertIdentityFree(db, email, input.username);
  // Hashed before the transaction opens, so no connection waits on argon2.
  const passwordHash = await hashNewPassword(input.password, 'password');
  try {
    return await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email,
        username: input.username,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        companyName: input.companyName,
        userType: input.userType,
        status: 'active',
        dotNumber: input.dotNumber ?? null,
        contactName: input.contactName,
        phone: input.phone,
        website: input.website ?? null,
      });
      await addLoadBoardUrls(tx, user.id, input.loadBoardUrls ?? []);
      await options.alongWith?.(tx, user.id);
      await logActivity(tx, {
        userId: user.id,
        action: 'USER_CREATED',
        details: `Registered ${user.userType} account ${user.username} (${user.companyName})`,
      });
      return profileOf(tx, user);
    });
  } catch (error) {
    // Someone took the email or username between the check and the insert: same 409 as the check.
    if (isUniqueViolation(error)) await assertIdentityFree(db, email, input.username);
    throw error;
  }
}

/** The profile of spec 3 (GET /auth/profile and GET /users/profile). */
export async function getUserProfile(db: DbOrTx, userId: number): Promise<UserProfile> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound();
  return profileOf(db, user);
}

/**
 * Saves the profile's editable fields (PUT /auth/profile/update). The body may be the whole profile
 * object: username, email and every other key are not in the parsed body, so they never change here.
 */
export async function updateProfile(
  db: Db,
  userId: number,
  body: z.output<typeof profileUpdateBody>,
): Promise<UserProfile> {
  return db.transaction(async (tx) => {
    const user = await updateProfileFields(tx, userId, {
      ...body,
      dotNumber: body.dotNumber ?? null,
      website: body.website ?? null,
    });
    if (!user) throw notFound();
    return profileOf(tx, user);
  });
}

/** Checks, re-encodes and stores a new profile photo (POST /users/profile-photo); answers the profile. */
export async function changeProfilePhoto(db: Db, userId: number, upload: Buffer): Promise<UserProfile> {
  const photo = await preparePhoto(upload);
  return db.transaction(async (tx) => {
    await savePhoto(tx, { userId, ...photo });
    return getUserProfile(tx, userId);
  });
}

/** A user's stored photo, or undefined. */
export const getProfilePhoto = (db: DbOrTx, userId: number) => findPhoto(db, userId);

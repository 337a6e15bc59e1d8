import { z } from 'zod';
import { LANGUAGES, REGISTRABLE_USER_TYPES, USER_STATUSES, USER_TYPES } from './enums.ts';
import { brokenMessage, emailAddress, httpUrl, isWellFormed, optional, requiredText } from './fields.ts';
import { DOT_NUMBER_PATTERN, LOAD_BOARD_URLS_MAX, PASSWORD_MIN_LENGTH } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { THEMES, TIMEZONES } from './settings.ts';

const email = emailAddress();

const password = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(200, 'Password must be at most 200 characters')
  .refine(isWellFormed, brokenMessage('Password'));

export const registerBody = z.object({
  firstName: requiredText('First name', 60),
  lastName: requiredText('Last name', 60),
  username: requiredText('Username', 40).regex(
    /^[A-Za-z0-9_.-]+$/,
    'Username may contain only letters, digits, dots, dashes and underscores',
  ),
  password,
  companyName: requiredText('Company name', 120),
  userType: z.enum(REGISTRABLE_USER_TYPES, {
    error: 'User type must be Broker, RFP Carrier or RFD Carrier',
  }),
  dotNumber: optional(z.string().trim().regex(DOT_NUMBER_PATTERN, 'DOT number must be exactly 7 digits')),
  contactName: requiredText('Contact name', 120),
  phone: requiredText('Phone', 30).regex(/^[0-9+()\-.\s]{7,30}$/, 'Phone must be a valid phone number'),
  email,
  website: optional(httpUrl('Website must be a valid URL (starting with http:// or https://)')),
  loadBoardUrls: z
    .array(httpUrl('Each load board URL must be a valid http or https URL'))
    .max(LOAD_BOARD_URLS_MAX, `At most ${LOAD_BOARD_URLS_MAX} load board URLs`)
    .default([]),
});
export type RegisterBody = z.input<typeof registerBody>;

export const loginBody = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
  rememberMe: z.boolean().default(false),
});
export type LoginBody = z.input<typeof loginBody>;

export const forgotPasswordBody = z.object({
  email: emailAddress(MESSAGES.enterEmail),
});

const newPassword = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort);

export const resetPasswordBody = z
  .object({
    token: z.string({ error: MESSAGES.invalidResetLink }).min(1, MESSAGES.invalidResetLink),
    new_password: newPassword(MESSAGES.enterNewPassword),
    confirm_password: z.string({ error: MESSAGES.passwordsDoNotMatch }),
  })
  .refine((body) => body.new_password === body.confirm_password, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirm_password'],
  });

export const changePasswordBody = z
  .object({
    old_password: z
      .string({ error: MESSAGES.currentPasswordRequired })
      .min(1, MESSAGES.currentPasswordRequired),
    new_password: newPassword(MESSAGES.newPasswordRequired),
    confirm_password: z.string({ error: MESSAGES.confirmNewPassword }).min(1, MESSAGES.confirmNewPassword),
  })
  .refine((body) => body.new_password === body.confirm_password, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirm_password'],
  });

/**
 * `PUT /api/auth/profile/update`: the client sends the whole profile object (spec 7); only these
 * fields are saved. Username, email and every other key are ignored: they never change here.
 */
export const profileUpdateBody = z.object({
  firstName: registerBody.shape.firstName,
  lastName: registerBody.shape.lastName,
  companyName: registerBody.shape.companyName,
  contactName: registerBody.shape.contactName,
  phone: registerBody.shape.phone,
  /** Empty, null or absent clears it (the object replaces the saved one). */
  dotNumber: registerBody.shape.dotNumber,
  website: registerBody.shape.website,
});
export type ProfileUpdateBody = z.input<typeof profileUpdateBody>;

/** The largest photo `POST /api/users/profile-photo` takes, and the square it is stored at. */
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PHOTO_SIZE_PX = 512;

/** The account as the signed-in user sees it (spec 3, Profile and Session). */
export const userProfile = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  dotNumber: z.string().nullable(),
  contactName: z.string(),
  phone: z.string(),
  website: z.string().nullable(),
  loadBoardUrls: z.array(z.string()),
  userType: z.enum(USER_TYPES),
  /** Same as userType; the profile screen reads `role`. */
  role: z.enum(USER_TYPES),
  status: z.enum(USER_STATUSES),
  /** URL of the photo (absolute, or relative to the API base), or null for the default avatar. */
  photo: z.string().nullable(),
  /** From the user's settings: the web applies them at sign-in, so they follow the user to any browser. */
  language: z.enum(LANGUAGES),
  timezone: z.enum(TIMEZONES),
  theme: z.enum(THEMES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserProfile = z.infer<typeof userProfile>;

export const authResult = z.object({ token: z.string(), user: userProfile });
export type AuthResult = z.infer<typeof authResult>;

/** A fresh session token, answered when changing the password retires the old ones. */
export const tokenResult = z.object({ token: z.string() });
export type TokenResult = z.infer<typeof tokenResult>;

/** `GET /api/users/:id/photo?v=<version>`: a user's photo, the URL the profile's `photo` names. */
export const photoParams = z.object({ id: z.string().describe('The id of the user (a positive integer)') });
export const photoQuery = z.object({ v: z.string().max(64).optional() });

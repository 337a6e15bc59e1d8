/**
 * User-facing sentences of the spec (section 5 and 8), word for word, in one place so the server and
 * the web app cannot drift apart.
 */
export const MESSAGES = {
  // transport (spec 8)
  network: 'Unable to connect to the server. Please check your connection or try again later.',
  unauthorized: 'Unauthorized access. Please login again.',
  subscriptionRequired: 'Subscription required',
  forbidden: "Access forbidden. You don't have permission for this action.",
  notFound: 'Resource not found.',
  validation: 'Validation error occurred.',
  server: 'Server error. Please try again later.',
  other: 'Something went wrong.',
  noResponse: 'No response from server. Please try again.',
  unexpected: 'An unexpected error occurred',
  setup: 'Failed to setup request',

  // auth successes and failures
  loginSuccess: 'Login Successful',
  loginFailed: 'Login failed',
  registerSuccess: 'Registration Successful.',
  registerFailed: 'Registration failed',
  forgotSuccess: 'Password reset instructions have been sent to your email',
  forgotFailed: 'Failed to process request',
  resetSuccess: 'Password has been reset successfully',
  resetFailed: 'Failed to reset password',
  passwordUpdated: 'Password updated successfully',
  loggedOut: 'You have been logged out.',
  loggedOutEverywhere: 'You have been logged out of every session.',
  passwordUpdateFailed: 'Failed to update password',
  fetchProfileFailed: 'Failed to fetch profile data',
  fetchUserFailed: 'Failed to fetch user data',

  // profile (spec 8)
  profileUpdated: 'Profile updated successfully',
  profileUpdateFailed: 'Failed to update profile',
  photoUpdated: 'Profile photo updated successfully',
  photoUpdateFailed: 'Failed to update profile photo',
  photoMissing: 'Choose a photo to upload (form field "photo")',
  photoNotImage: 'The photo must be an image (JPEG, PNG, WebP or GIF)',
  photoTooLarge: 'The photo must be at most 5 MB',

  // header sync button
  syncSuccess: 'Loadboard sync completed successfully',
  syncFailed: 'Failed to sync loadboards',

  // validation (spec 5)
  enterEmail: 'Please enter your email address',
  enterNewPassword: 'Please enter new password',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooCommon: 'This password is too common',
  passwordsDoNotMatch: 'Passwords do not match',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  confirmNewPassword: 'Please confirm your new password',
  invalidResetLink: 'Invalid reset link',

  // server-side decisions (decisions.md)
  invalidCredentials: 'Invalid email or password',
  accountInactive: 'Your account is not active. Please contact support.',
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'This username is already taken',
  resetTokenInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  currentPasswordWrong: 'Current password is incorrect',
  sessionExpired: 'Your session has expired. Please login again.',
  databaseUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
  serverBusy: 'The server is busy right now. Please try again in a few seconds.',
  unstorableValue:
    'A value could not be saved: text may not contain a null character (\\0), and dates must exist. Please correct it.',

  // Manage Users and System Analytics (admin)
  userStatusUpdated: 'User status updated successfully',
  userStatusUpdateFailed: 'Failed to update user status',
  fetchUsersFailed: 'Failed to fetch users',
  fetchUserDetailsFailed: 'Failed to fetch user details',
  userNotFound: 'User not found',
  cannotChangeOwnStatus: 'You cannot deactivate or suspend your own account.',
  fetchAnalyticsFailed: 'Failed to fetch analytics',

  // Activity Logs and the admin's lists of every load and request (admin)
  fetchActivityLogsFailed: 'Failed to fetch activity logs',
  exportFailed: 'Failed to download the CSV file',
  userIdInvalid: 'User ID must be a whole number of 1 or more',
  loadIdInvalid: 'Load ID must be a whole number of 1 or more',
} as const;

/**
 * A refusal's wait in the words of each count: `{{count}}` seconds as its Retry-After says, or, for
 * two minutes or more, the whole minutes that cover it.
 */
export const WAIT_MESSAGES = {
  tooManyAttempts_one: 'Too many attempts. Please wait 1 second and try again.',
  tooManyAttempts_other: 'Too many attempts. Please wait {{count}} seconds and try again.',
  tooManyAttemptsMinutes_other: 'Too many attempts. Please wait {{count}} minutes and try again.',
} as const;

/** A rate limit's sentence, naming the same wait as the answer's Retry-After. */
export function tooManyAttemptsMessage(seconds: number): string {
  if (seconds === 1) return WAIT_MESSAGES.tooManyAttempts_one;
  if (seconds < 120) return WAIT_MESSAGES.tooManyAttempts_other.replace('{{count}}', String(seconds));
  return WAIT_MESSAGES.tooManyAttemptsMinutes_other.replace('{{count}}', String(Math.ceil(seconds / 60)));
}

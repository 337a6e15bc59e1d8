import { createHash, randomBytes } from 'node:crypto';

/** The emailed reset token (256 random bits) and the SHA-256 that is all the database keeps of it. */
export function generateResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

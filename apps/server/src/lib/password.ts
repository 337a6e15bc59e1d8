import { availableParallelism } from 'node:os';
import { MESSAGES } from '@loadboard/contracts';
import argon2 from 'argon2';
import { invalidField } from './app-error.ts';
import { isCommonPassword } from './common-passwords.ts';
import { HashSlots } from './hash-slots.ts';

/** One argon2 computation per core at most, two at least: new passwords take all slots but one. */
const slots = new HashSlots(Math.max(2, availableParallelism()));

/** argon2id with the library's defaults (64 MiB, memory-hard: a hash holds a core for a while). */
export const hashPassword = (password: string) =>
  slots.run(false, () => argon2.hash(password, { type: argon2.argon2id }));

/**
 * Hashes a password a person chose (registration, reset, change), refusing one of the most common
 * passwords as a 422 on `field`, the body field it came in.
 */
export async function hashNewPassword(password: string, field: string): Promise<string> {
  if (isCommonPassword(password)) throw invalidField(field, MESSAGES.passwordTooCommon);
  return hashPassword(password);
}

/** Checks a password someone is waiting on: it takes the next free slot before any new password. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await slots.run(true, () => argon2.verify(hash, password));
  } catch {
    return false;
  }
}

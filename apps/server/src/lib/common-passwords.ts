import { readFileSync } from 'node:fs';
import { COMMON_PASSWORDS_FILE } from '../paths.ts';

/**
 * The 1,000 most common passwords of at least 8 characters (shorter ones fail the length rule
 * anyway), lower-cased, most common first: the head of the ranked leaked-password list that the
 * zxcvbn package (MIT) ships. Read once, when the server first checks a password.
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(readFileSync(COMMON_PASSWORDS_FILE, 'utf8').split('\n').filter(Boolean));
  return common.has(password.toLowerCase());
}

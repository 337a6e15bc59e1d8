import { readFileSync } from 'node:fs';

/**
 * The 1,000 most common passwords of at least 8 characters (shorter ones fail the length rule
 * anyway), lower-cased, most common first: the head of the ranked leaked-password list that the
 * zxcvbn package (MIT) ships. Read once, when the server first checks a password.
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return common.has(password.toLowerCase());
}

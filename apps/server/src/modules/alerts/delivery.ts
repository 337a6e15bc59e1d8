import type { LoadView } from '@loadboard/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { getLoad, takeNewPostBatches } from '../loads/index.ts';
import { notifyMany } from '../notifications/index.ts';
import { alertMatchBatches } from '../settings/index.ts';
import { findUserById, type UserRow } from '../users/index.ts';
import { alertEmail, alertNotification, postsToDescribe } from './alert-message.ts';
import { type AlertDigest, AlertDigests } from './digest.ts';
import { claimAlertEmails, deleteAlertEmail, insertAlertEmails } from './queries.ts';

export interface DeliveryContext {
  db: Db;
  log: FastifyBaseLogger;
  mailer: Mailer;
  /** Where browsers reach the app, for the emails' links. */
  publicUrl: string;
}

export interface DeliveryReport {
  batches: number;
  notifications: number;
  emails: number;
}

/**
 * Batches of new posts delivered in one transaction. While posts come faster than one batch's
 * delivery, the waiting batches are matched together (a statement per slice of posts rather than
 * per batch); each batch still tells each of its users once, as when it is delivered alone.
 */
const BATCHES_PER_TRANSACTION = 20;

/** Emails claimed at a time. */
const EMAIL_CLAIM = 20;
/** How long a claimed email is left to its sender before another may try it again. */
const EMAIL_CLAIM_SECONDS = 300;
/** Attempts before an email that keeps failing is given up (with an error in the log). */
const EMAIL_ATTEMPTS = 5;

/** Each matched user's account, for the email's address and name and for reading posts as them. */
async function accountsOf(tx: Tx, digests: AlertDigest[]): Promise<Map<number, UserRow>> {
  const accounts = new Map<number, UserRow>();
  for (const userId of new Set(digests.map((digest) => digest.userId))) {
    const user = await findUserById(tx, userId);
    if (user) accounts.set(userId, user);
  }
  return accounts;
}

/** Each batch's digests, one per user its posts match: the posts of every batch matched together. */
async function digestsOfBatches(tx: Tx, batches: { loadIds: number[] }[]): Promise<AlertDigest[][]> {
  const collected = batches.map(() => new AlertDigests());
  const batchOf = new Map<number, AlertDigests>();
  for (const [index, batch] of batches.entries())
    for (const loadId of batch.loadIds) batchOf.set(loadId, collected[index] as AlertDigests);
  for await (const matches of alertMatchBatches(tx, [...batchOf.keys()]))
    for (const match of matches) batchOf.get(match.loadId)?.add([match]);
  return collected.map((digests) => digests.list());
}

/** The posts the alerts describe, each read once, as the first user it is described to sees it. */
async function describePosts(
  tx: Tx,
  digests: AlertDigest[],
  accounts: Map<number, UserRow>,
): Promise<Map<number, LoadView>> {
  const posts = new Map<number, LoadView>();
  for (const digest of digests) {
    const viewer = accounts.get(digest.userId);
    if (!viewer) continue;
    for (const id of postsToDescribe(digest)) {
      if (!posts.has(id)) posts.set(id, await getLoad(tx, viewer, id));
    }
  }
  return posts;
}

/**
 * Delivers the oldest batches of new posts nobody else is delivering (the loads module hands them
 * over), in one transaction: the matching (the settings service), one LOAD_ALERT per batch and
 * matched user who wants them, one email written per batch and user with email alerts, and the
 * batches gone; each batch's log line carries the id of the request that made its posts. Answers
 * how many batches it delivered: none when none is waiting.
 */
async function deliverBatches({
  db,
  log,
  publicUrl,
}: DeliveryContext): Promise<{ batches: number; notifications: number }> {
  return db.transaction(async (tx) => {
    let notifications = 0;
    const batches = await takeNewPostBatches(tx, BATCHES_PER_TRANSACTION, async (taken) => {
      const digestsByBatch = await digestsOfBatches(tx, taken);
      for (const [index, batch] of taken.entries())
        log.info(
          {
            ...(batch.requestId ? { reqId: batch.requestId } : {}),
            posts: batch.loadIds.length,
            users: digestsByBatch[index]?.length ?? 0,
          },
          'new posts matched against the alerts',
        );
      const digests = digestsByBatch.flat();
      if (digests.length === 0) return;
      const accounts = await accountsOf(tx, digests);
      const posts = await describePosts(tx, digests, accounts);
      const notified = await notifyMany(
        tx,
        digests.filter((digest) => digest.notifications).map((digest) => alertNotification(digest, posts)),
      );
      await insertAlertEmails(
        tx,
        digests.flatMap((digest) => {
          const account = accounts.get(digest.userId);
          return digest.emailAlerts && account ? [alertEmail(digest, posts, account, publicUrl)] : [];
        }),
      );
      notifications = notified.length;
    });
    return { batches, notifications };
  });
}

/**
 * Sends the alert emails waiting, a few claimed at a time; a sent email is deleted. A failed one stays
 * claimed until its claim runs out, then any instance tries it again, until EMAIL_ATTEMPTS.
 */
async function sendWaitingEmails({ db, log, mailer }: DeliveryContext): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await claimAlertEmails(db, EMAIL_CLAIM, EMAIL_CLAIM_SECONDS);
    if (claimed.length === 0) return sent;
    for (const email of claimed) {
      try {
        await mailer.send({
          to: email.recipient,
          subject: email.subject,
          text: email.text,
          html: email.html,
        });
        await deleteAlertEmail(db, email.id);
        sent += 1;
      } catch (error) {
        if (email.attempts >= EMAIL_ATTEMPTS) {
          await deleteAlertEmail(db, email.id);
          log.error({ err: error, userId: email.userId }, 'a load alert email could not be sent; given up');
        } else {
          log.warn(
            { err: error, userId: email.userId },
            'a load alert email could not be sent; it will be tried again',
          );
        }
      }
    }
  }
}

/**
 * The load-alerts job's work: every batch of new posts waiting is delivered (each by exactly one
 * instance), then the alert emails waiting are sent.
 */
export async function deliverLoadAlerts(context: DeliveryContext): Promise<DeliveryReport> {
  const report: DeliveryReport = { batches: 0, notifications: 0, emails: 0 };
  for (;;) {
    const delivered = await deliverBatches(context);
    if (delivered.batches === 0) break;
    report.batches += delivered.batches;
    report.notifications += delivered.notifications;
  }
  report.emails = await sendWaitingEmails(context);
  return report;
}

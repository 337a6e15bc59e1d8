import type { LoadView } from '@loadboard/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { getLoad, takeNewPostBatch } from '../loads/index.ts';
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

/** Emails claimed at a time. */
const EMAIL_CLAIM = 20;
/** How long a claimed email is left to its sender before another may try it again. */
const EMAIL_CLAIM_SECONDS = 300;
/** Attempts before an email that keeps failing is given up (with an error in the log). */
const EMAIL_ATTEMPTS = 5;

/** Each matched user's account, for the email's address and name and for reading posts as them. */
async function accountsOf(tx: Tx, digests: AlertDigest[]): Promise<Map<number, UserRow>> {
  const accounts = new Map<number, UserRow>();
  for (const { userId } of digests) {
    const user = await findUserById(tx, userId);
    if (user) accounts.set(userId, user);
  }
  return accounts;
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
 * Delivers the oldest batch of new posts nobody else is delivering (the loads module hands it over),
 * in one transaction: the matching (the settings service), one LOAD_ALERT per matched user who wants
 * them, one email written per user with email alerts, and the batch gone; its log line carries the
 * id of the request that made the posts. Answers null when no batch is waiting.
 */
async function deliverOneBatch({
  db,
  log,
  publicUrl,
}: DeliveryContext): Promise<{ notifications: number; emails: number } | null> {
  return db.transaction(async (tx) => {
    let notifications = 0;
    let emails = 0;
    const taken = await takeNewPostBatch(tx, async (batch) => {
      const collected = new AlertDigests();
      for await (const matches of alertMatchBatches(tx, batch.loadIds)) collected.add(matches);
      const digests = collected.list();
      log.info(
        {
          ...(batch.requestId ? { reqId: batch.requestId } : {}),
          posts: batch.loadIds.length,
          users: digests.length,
        },
        'new posts matched against the alerts',
      );
      if (digests.length === 0) return;
      const accounts = await accountsOf(tx, digests);
      const posts = await describePosts(tx, digests, accounts);
      const notified = await notifyMany(
        tx,
        digests.filter((digest) => digest.notifications).map((digest) => alertNotification(digest, posts)),
      );
      const written = digests.flatMap((digest) => {
        const account = accounts.get(digest.userId);
        return digest.emailAlerts && account ? [alertEmail(digest, posts, account, publicUrl)] : [];
      });
      await insertAlertEmails(tx, written);
      notifications = notified.length;
      emails = written.length;
    });
    return taken ? { notifications, emails } : null;
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
    const delivered = await deliverOneBatch(context);
    if (!delivered) break;
    report.batches += 1;
    report.notifications += delivered.notifications;
  }
  report.emails = await sendWaitingEmails(context);
  return report;
}

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Metrics } from './metrics.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Sends through SMTP_URL when it is set. Otherwise each email is written as an .eml file to
 * data/outbox/ and a log line names it, so the embedded mode needs no mail server. With `metrics`,
 * each email sent and each failure is counted.
 */
export function createMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'outboxDir'>,
  log: FastifyBaseLogger,
  metrics?: Metrics,
): Mailer {
  const mailer = chosenMailer(config, log);
  if (!metrics) return mailer;
  return {
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        metrics.emailFinished('failed');
        throw error;
      }
      metrics.emailFinished('sent');
    },
  };
}

function chosenMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'outboxDir'>,
  log: FastifyBaseLogger,
): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(message) {
        await transport.sendMail({ from: config.MAIL_FROM, ...message });
        log.info({ to: message.to, subject: message.subject }, 'email sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...message });
      await mkdir(config.outboxDir, { recursive: true });
      const file = path.join(
        config.outboxDir,
        `${new Date().toISOString().replaceAll(':', '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      log.info({ to: message.to, subject: message.subject, file }, 'email written to the outbox');
    },
  };
}

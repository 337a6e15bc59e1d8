import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { createMailer } from '../lib/mailer.ts';

/**
 * What a test's job runner gives its handlers beside the database: the default mailer (the .eml
 * outbox, in a temporary folder, written only if a job sends mail) and a public URL.
 */
export const testJobServices = () => ({
  mailer: createMailer(
    {
      MAIL_FROM: 'Load Board <no-reply@loadboard.local>',
      outboxDir: path.join(os.tmpdir(), 'loadboard-jobs-outbox'),
    },
    pino({ level: 'silent' }),
  ),
  publicUrl: 'http://localhost:3000',
});

import { RESET_TOKEN_TTL_MINUTES } from '@loadboard/contracts';
import type { MailMessage } from '../../lib/mailer.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The password-reset email: the link to the web app's /reset-password screen, plain and HTML. */
export function resetPasswordEmail(to: { email: string; firstName: string }, link: string): MailMessage {
  const validity = `The link works once, for ${RESET_TOKEN_TTL_MINUTES} minutes.`;
  const ignore = 'If you did not ask for this, ignore this email: your password stays as it is.';
  return {
    to: to.email,
    subject: 'Reset your Load Board password',
    text: [
      `Hello ${to.firstName},`,
      '',
      'Someone (hopefully you) asked to reset the password of your Load Board account.',
      'Open this link to choose a new password:',
      '',
      link,
      '',
      validity,
      ignore,
    ].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(to.firstName)},</p>`,
      '<p>Someone (hopefully you) asked to reset the password of your Load Board account.</p>',
      `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>`,
      `<p>${validity}<br>${ignore}</p>`,
    ].join('\n'),
  };
}

import { type Language, RESET_TOKEN_TTL_MINUTES } from '@loadboard/contracts';
import { emailBodies } from '../../lib/email-body.ts';
import type { MailMessage } from '../../lib/mailer.ts';

interface ResetTexts {
  subject: string;
  hello: (name: string) => string;
  asked: string;
  open: string;
  choose: string;
  validity: (minutes: number) => string;
  ignore: string;
}

/** The email's words in each language a user may choose (Settings, language). */
const TEXTS: Record<Language, ResetTexts> = {
  en: {
    subject: 'Reset your Load Board password',
    hello: (name) => `Hello ${name},`,
    asked: 'Someone (hopefully you) asked to reset the password of your Load Board account.',
    open: 'Open this link to choose a new password:',
    choose: 'Choose a new password',
    validity: (minutes) => `The link works once, for ${minutes} minutes.`,
    ignore: 'If you did not ask for this, ignore this email: your password stays as it is.',
  },
  es: {
    subject: 'Restablezca su contraseña de Load Board',
    hello: (name) => `Hola, ${name}:`,
    asked: 'Alguien (esperamos que usted) pidió restablecer la contraseña de su cuenta de Load Board.',
    open: 'Abra este enlace para elegir una contraseña nueva:',
    choose: 'Elegir una contraseña nueva',
    validity: (minutes) => `El enlace funciona una sola vez, durante ${minutes} minutos.`,
    ignore: 'Si no lo pidió, ignore este correo: su contraseña no cambia.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Load Board',
    hello: (name) => `Bonjour ${name},`,
    asked:
      'Quelqu’un (vous, espérons-le) a demandé à réinitialiser le mot de passe de votre compte Load Board.',
    open: 'Ouvrez ce lien pour choisir un nouveau mot de passe :',
    choose: 'Choisir un nouveau mot de passe',
    validity: (minutes) => `Le lien ne fonctionne qu’une fois, pendant ${minutes} minutes.`,
    ignore: 'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.',
  },
};

/**
 * The password-reset email in the user's language: the link to the web app's /reset-password screen,
 * plain and HTML.
 */
export function resetPasswordEmail(
  to: { email: string; firstName: string },
  link: string,
  language: Language,
): MailMessage {
  const words = TEXTS[language];
  return {
    to: to.email,
    subject: words.subject,
    ...emailBodies(language, [
      words.hello(to.firstName),
      `${words.asked} ${words.open}`,
      { link, label: words.choose },
      `${words.validity(RESET_TOKEN_TTL_MINUTES)} ${words.ignore}`,
    ]),
  };
}

import { GEO_MESSAGES, LOAD_MESSAGES, MESSAGES } from '@loadboard/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The contract's sentences (English, shared with the server) in the user's language. A sentence is
 * known by the contract constant it was written from, never by its wording, so changing a sentence
 * in the contract changes nothing here; a sentence with no translation is shown as sent.
 */
const MESSAGE_KEYS = [
  [GEO_MESSAGES.zipFormat, 'zipFormat'],
  [GEO_MESSAGES.invalidZip, 'invalidZip'],
  [LOAD_MESSAGES.unableToFetchLocation, 'unableToFetchLocation'],
  [MESSAGES.emailTaken, 'emailTaken'],
  [MESSAGES.usernameTaken, 'usernameTaken'],
  [MESSAGES.passwordTooShort, 'passwordTooShort'],
  [MESSAGES.passwordTooCommon, 'passwordTooCommon'],
  [MESSAGES.passwordsDoNotMatch, 'passwordsDoNotMatch'],
  [MESSAGES.enterEmail, 'enterEmail'],
  [MESSAGES.enterNewPassword, 'enterNewPassword'],
  [MESSAGES.currentPasswordRequired, 'currentPasswordRequired'],
  [MESSAGES.newPasswordRequired, 'newPasswordRequired'],
  [MESSAGES.confirmNewPassword, 'confirmNewPassword'],
] as const;

export type MessageKey = (typeof MESSAGE_KEYS)[number][1];

/**
 * The translation key of a contract sentence, and what the server added after it (the ZIP of
 * 'Invalid ZIP code: 00000'), or null for a sentence the table does not hold.
 */
export function messageKeyOf(message: string): { key: MessageKey; detail: string } | null {
  for (const [sentence, key] of MESSAGE_KEYS) {
    if (message === sentence) return { key, detail: '' };
    if (message.startsWith(`${sentence}:`)) return { key, detail: message.slice(sentence.length + 1).trim() };
  }
  return null;
}

/** Translates contract sentences into the current language. */
export function useMessageText(): (message: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (message: string) => {
      const known = messageKeyOf(message);
      if (!known) return message;
      const sentence = t(`errors.messages.${known.key}`);
      // Each language writes 'sentence: detail' its own way (French puts a space before the colon).
      return known.detail ? t('errors.messages.withDetail', { sentence, detail: known.detail }) : sentence;
    },
    [t],
  );
}

import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { messages } from '../i18n/en/messages.ts';
import { i18n } from '../i18n/index.ts';

/**
 * The sentences the server and the contract write (English, shared by both) in the user's language.
 * A sentence is known by the contract text it was written from (i18n/en/messages.ts): a constant
 * ('Login failed'), a constant with what the server added after it ('Invalid ZIP code: 00000'), a
 * field rule naming its field ('Pickup date is required'), a sentence with a count ('… wait 30
 * seconds …'), or an import row's problem ('row 3: …').
 * A sentence it does not know is shown as sent.
 */

type Messages = typeof messages;
type SentenceGroup = Exclude<keyof Messages, 'rules' | 'labels' | 'counted' | 'withDetail' | 'importRow'>;
export type MessageKey = {
  [G in SentenceGroup]: `messages.${G}.${keyof Messages[G] & string}`;
}[SentenceGroup];
type RuleKey = keyof Messages['rules'];
/** A counted sentence's key without its plural suffix, as i18next is asked for it. */
type CountedKey = keyof Messages['counted'] extends infer K
  ? K extends `${infer Base}_${string}`
    ? Base
    : never
  : never;
type LabelKey = keyof Messages['labels'];

const SENTENCE_GROUPS: SentenceGroup[] = [
  'general',
  'loads',
  'geo',
  'import',
  'notifications',
  'notificationTitles',
  'settings',
  'billing',
  'plans',
  'loadboards',
  'fields',
  'companies',
  'reports',
];

/** Each English sentence and its key; a sentence two groups share keeps the first. */
const SENTENCES = new Map<string, MessageKey>();
for (const group of SENTENCE_GROUPS) {
  for (const [name, sentence] of Object.entries(messages[group])) {
    if (!SENTENCES.has(sentence)) SENTENCES.set(sentence, `messages.${group}.${name}` as MessageKey);
  }
}

const LABELS = new Map<string, LabelKey>(
  Object.entries(messages.labels).map(([key, label]) => [label, key as LabelKey]),
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each rule as a pattern: '{{label}} is required' matches 'Pickup date is required'. */
const RULES = (Object.entries(messages.rules) as [RuleKey, string][]).map(([key, text]) => ({
  key,
  pattern: new RegExp(
    `^${escapeRegExp(text)
      .replace('\\{\\{label\\}\\}', '(?<label>.+?)')
      .replace('\\{\\{max\\}\\}', '(?<max>\\d+)')}$`,
  ),
}));

/**
 * Each counted sentence's plural forms as patterns, by the key i18next picks a form under:
 * 'Too many attempts. Please wait 30 seconds and try again.' is `tooManyAttempts` with count 30.
 */
const COUNTED = Object.entries(messages.counted).map(([name, text]) => ({
  key: name.replace(/_(one|other)$/, '') as CountedKey,
  one: name.endsWith('_one'),
  pattern: new RegExp(`^${escapeRegExp(text).replace('\\{\\{count\\}\\}', '(?<count>\\d+)')}$`),
}));

const IMPORT_ROW = /^row (?<row>\d+): (?<sentence>.+)$/s;

/**
 * The translation key of a contract sentence, and what the server added after it (the ZIP of
 * 'Invalid ZIP code: 00000'), or null for a sentence the table does not hold.
 */
export function messageKeyOf(message: string): { key: MessageKey; detail: string } | null {
  const whole = SENTENCES.get(message);
  if (whole) return { key: whole, detail: '' };
  for (const [sentence, key] of SENTENCES) {
    if (message.startsWith(`${sentence}:`)) return { key, detail: message.slice(sentence.length + 1).trim() };
  }
  return null;
}

/** The sentence in the language of `t`, or null when it is not one the contract writes. */
export function translateMessage(message: string, translate?: TFunction): string | null {
  const t = translate ?? i18n.t.bind(i18n);
  const known = messageKeyOf(message);
  if (known) {
    const sentence = t(known.key);
    // Each language writes 'sentence: detail' its own way (French puts a space before the colon).
    return known.detail ? t('messages.withDetail', { sentence, detail: known.detail }) : sentence;
  }
  for (const counted of COUNTED) {
    const found = counted.pattern.exec(message);
    if (found)
      return t(`messages.counted.${counted.key}`, {
        count: counted.one ? 1 : Number(found.groups?.count),
      });
  }
  const row = IMPORT_ROW.exec(message)?.groups;
  if (row?.row && row.sentence) {
    const sentence = translateMessage(row.sentence, t);
    return sentence === null ? null : t('messages.importRow', { row: row.row, sentence });
  }
  for (const rule of RULES) {
    const found = rule.pattern.exec(message)?.groups;
    const label = found?.label === undefined ? undefined : LABELS.get(found.label);
    if (label)
      return t(`messages.rules.${rule.key}`, { label: t(`messages.labels.${label}`), max: found?.max });
  }
  return null;
}

/** Translates contract sentences into the current language; others stay as sent. */
export function useMessageText(): (message: string) => string {
  const { t } = useTranslation();
  return useCallback((message: string) => translateMessage(message, t) ?? message, [t]);
}

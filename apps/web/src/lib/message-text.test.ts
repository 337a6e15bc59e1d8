import { GEO_MESSAGES, LOAD_MESSAGES, MESSAGES } from '@loadboard/contracts';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en/index.ts';
import { messageKeyOf } from './message-text.ts';

describe('contract sentences in the user’s language', () => {
  it('knows a sentence by its contract constant, and keeps what the server added after it', () => {
    expect(messageKeyOf(MESSAGES.emailTaken)).toEqual({ key: 'emailTaken', detail: '' });
    expect(messageKeyOf(LOAD_MESSAGES.invalidZip)).toEqual({ key: 'invalidZip', detail: '' });
    expect(messageKeyOf(`${GEO_MESSAGES.invalidZip}: 00000`)).toEqual({
      key: 'invalidZip',
      detail: '00000',
    });
  });

  it('leaves other sentences as they are', () => {
    expect(messageKeyOf('Rate is required')).toBeNull();
    expect(messageKeyOf(`${MESSAGES.emailTaken} and more`)).toBeNull();
  });

  it('the English texts are the contract’s own sentences', () => {
    const { withDetail: _pattern, ...sentences } = en.errors.messages;
    for (const [key, text] of Object.entries(sentences)) {
      const known = messageKeyOf(text);
      expect(known?.key, key).toBe(key);
      expect(known?.detail).toBe('');
    }
  });
});

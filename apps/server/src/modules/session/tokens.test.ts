import { SESSION_TOKEN_TTL_SECONDS } from '@loadboard/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionTokens } from './tokens.ts';

const claims = { userId: 42, tokenVersion: 3, remember: false };

describe('session tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('reads a token it issued, the same on every read (the second from what it verified before)', () => {
    const tokens = createSessionTokens('a-secret-of-the-tests-a-secret-of-the-tests');
    const token = tokens.issue(claims);
    const first = tokens.read(token);
    expect(first).toMatchObject({ ok: true, claims });
    expect(tokens.read(token)).toEqual(first);
  });

  it('says expired once a token it verified before has run out, and keeps saying it', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = createSessionTokens('a-secret-of-the-tests-a-secret-of-the-tests');
    const token = tokens.issue(claims);
    expect(tokens.read(token).ok).toBe(true);
    vi.setSystemTime(Date.now() + SESSION_TOKEN_TTL_SECONDS * 1000 + 1000);
    expect(tokens.read(token)).toEqual({ ok: false, reason: 'expired' });
    expect(tokens.read(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a copy with one character changed, and a token of another key, after reading the real one', () => {
    const tokens = createSessionTokens('a-secret-of-the-tests-a-secret-of-the-tests');
    const token = tokens.issue(claims);
    expect(tokens.read(token).ok).toBe(true);
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    const tampered = `${token.slice(0, -2)}${last}${token.at(-1)}`;
    expect(tokens.read(tampered)).toEqual({ ok: false, reason: 'invalid' });
    const other = createSessionTokens('another-secret-another-secret-another-secret').issue(claims);
    expect(tokens.read(other)).toEqual({ ok: false, reason: 'invalid' });
  });
});

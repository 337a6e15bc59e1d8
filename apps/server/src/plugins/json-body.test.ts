import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan, TOO_DEEP_MESSAGE } from './json-body.ts';

describe('nestsDeeperThan', () => {
  it('counts objects and arrays inside each other, not brackets inside strings', () => {
    expect(nestsDeeperThan('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[1,{"b":[2]}]}', 3)).toBe(true);
    expect(nestsDeeperThan(`{"notes":"${'['.repeat(100)}"}`, 2)).toBe(false);
    expect(nestsDeeperThan(`{"notes":"a \\" ${'{'.repeat(100)}"}`, 2)).toBe(false);
    expect(nestsDeeperThan('[[],[],[],[]]', 2)).toBe(false);
  });
});

describe('a JSON body nested too deeply', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const post = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload,
    });

  it('is a 400 with a sentence, before anything parses it', async () => {
    const deep = `${'['.repeat(500_000)}${']'.repeat(500_000)}`;
    const res = await post(deep);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message: TOO_DEEP_MESSAGE });
  });

  it('leaves a body within the limit, and prototype poisoning, as they were', async () => {
    const nested = `{"email":"a@example.com","password":"x","extra":${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}}`;
    expect((await post(nested)).statusCode).not.toBe(400);
    expect((await post('{"__proto__":{"admin":true}}')).statusCode).toBe(400);
  });
});

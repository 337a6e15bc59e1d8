import type { Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { lazyResolver } from './lazy-resolver.ts';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

/** An email is required. */
const requireEmail: Resolver<Values, unknown, Values> = (values): ResolverResult<Values> =>
  values.email ? { values, errors: {} } : { values: {}, errors: { email: { type: 'required' } } };

describe('a resolver downloaded on first use', () => {
  it('checks with the rules once they are in, downloading them once', async () => {
    let downloads = 0;
    const rules = lazyResolver(async () => {
      downloads++;
      return requireEmail;
    });
    rules.preload();
    expect(await rules.resolver({ email: '' }, undefined, options)).toMatchObject({ errors: { email: {} } });
    expect(await rules.resolver({ email: 'a@b.c' }, undefined, options)).toEqual({
      values: { email: 'a@b.c' },
      errors: {},
    });
    expect(downloads).toBe(1);
  });

  it('lets the values through unchecked when the rules cannot be downloaded, and tries again next time', async () => {
    let attempts = 0;
    const rules = lazyResolver<Values, unknown, Values>(() => {
      attempts++;
      return Promise.reject(new Error('offline'));
    });
    expect(await rules.resolver({ email: '' }, undefined, options)).toEqual({
      values: { email: '' },
      errors: {},
    });
    await rules.resolver({ email: '' }, undefined, options);
    expect(attempts).toBe(2);
  });
});

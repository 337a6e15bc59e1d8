import { errorBody, success, userProfile } from '@loadboard/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

const serializer = (schema: z.ZodType) => responseSerializerCompiler({ schema });

const profile = {
  id: 7,
  username: 'broker',
  email: 'broker@example.com',
  firstName: 'Bea',
  lastName: 'Broker',
  companyName: 'Bea Freight',
  dotNumber: null,
  contactName: 'Bea',
  phone: '312-555-0100',
  website: 'https://bea.example.com',
  loadBoardUrls: ['https://dat.example.com/bea'],
  userType: 'BROKER',
  role: 'BROKER',
  status: 'active',
  photo: null,
  language: 'fr',
  timezone: 'EST',
  theme: 'SYSTEM',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
};

describe('responseSerializerCompiler', () => {
  it('writes what the contract lets out, as zod would', () => {
    const schema = success(userProfile);
    const answer = { status: 'success', data: profile };
    expect(JSON.parse(serializer(schema)(answer))).toEqual(schema.parse(answer));
  });

  it("leaves out whatever the contract does not name: a row's other columns never leave the server", () => {
    const row = { ...profile, passwordHash: '$argon2id$secret', tokenVersion: 3 };
    const text = serializer(success(userProfile))({ status: 'success', data: row });
    expect(text).not.toContain('argon2');
    expect(JSON.parse(text).data).not.toHaveProperty('tokenVersion');
  });

  it('writes a nullable field as null or its value, and leaves an absent optional one out', () => {
    const schema = z.object({
      note: z.string().nullable(),
      count: z.number().int().nullable(),
      extra: z.string().optional(),
    });
    expect(JSON.parse(serializer(schema)({ note: null, count: 4 }))).toEqual({ note: null, count: 4 });
    expect(JSON.parse(serializer(schema)({ note: 'x', count: null }))).toEqual({ note: 'x', count: null });
  });

  it('refuses an answer without a field the contract requires', () => {
    const { email: _email, ...withoutEmail } = profile;
    expect(() => serializer(success(userProfile))({ status: 'success', data: withoutEmail })).toThrow(
      /email/,
    );
  });

  it("writes an error's per-field sentences", () => {
    const body = {
      status: 'error',
      message: 'Check the form',
      code: 'VALIDATION',
      fields: { pickupZip: 'ZIP is required' },
    };
    expect(JSON.parse(serializer(errorBody)(body))).toEqual(body);
  });
});

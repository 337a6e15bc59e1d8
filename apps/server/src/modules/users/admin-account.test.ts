import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { MESSAGES } from '@loadboard/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, TEST_PASSWORD } from '../../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { users } from '../../db/schema/index.ts';
import { REPO_ROOT } from '../../paths.ts';
import { CREATE_ADMIN_USAGE, createSuperAdmin, parseCreateAdminArgs } from './admin-account.ts';

const validArgs = [
  '--email',
  'Root@Example.com',
  '--password',
  TEST_PASSWORD,
  '--username',
  'root',
  '--first-name',
  'Alex',
  '--last-name',
  'Morgan',
  '--company',
  'Load Board HQ',
];

describe('parseCreateAdminArgs', () => {
  it('reads every flag, with the registration rules', () => {
    expect(parseCreateAdminArgs(validArgs)).toEqual({
      ok: true,
      input: {
        email: 'root@example.com',
        password: TEST_PASSWORD,
        username: 'root',
        firstName: 'Alex',
        lastName: 'Morgan',
        companyName: 'Load Board HQ',
      },
    });
  });

  it('lists every missing flag', () => {
    const parsed = parseCreateAdminArgs(['--email', 'root@example.com']);
    expect(parsed).toEqual({
      ok: false,
      problems: [
        'Password is required',
        'Username is required',
        'First name is required',
        'Last name is required',
        'Company name is required',
      ],
    });
  });

  it('refuses a bad email, a short password and an unknown flag', () => {
    const withValue = (flag: string, value: string) => {
      const args = [...validArgs];
      args[args.indexOf(flag) + 1] = value;
      return args;
    };
    expect(parseCreateAdminArgs(withValue('--email', 'root@'))).toEqual({
      ok: false,
      problems: ['Email must be a valid email address'],
    });
    expect(parseCreateAdminArgs(withValue('--password', 'short'))).toEqual({
      ok: false,
      problems: [MESSAGES.passwordTooShort],
    });
    const unknown = parseCreateAdminArgs([...validArgs, '--role', 'god']);
    expect(unknown.ok).toBe(false);
  });
});

describe('createSuperAdmin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const input = {
    email: 'root@example.com',
    password: TEST_PASSWORD,
    username: 'root',
    firstName: 'Alex',
    lastName: 'Morgan',
    companyName: 'Load Board HQ',
  };

  it('creates an active SUPER_ADMIN who can sign in', async () => {
    const outcome = await createSuperAdmin(t.database.db, input);
    expect(outcome).toMatchObject({
      created: true,
      admin: {
        email: 'root@example.com',
        userType: 'SUPER_ADMIN',
        status: 'active',
        contactName: 'Alex Morgan',
      },
    });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: input.email, password: input.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().data.user.role).toBe('SUPER_ADMIN');
  });

  it('leaves an account that already has the email as it is', async () => {
    const broker = await registerUser(t.app, { userType: 'BROKER' });
    const outcome = await createSuperAdmin(t.database.db, {
      ...input,
      email: broker.user.email.toUpperCase(),
      username: 'someone-else',
    });
    expect(outcome).toEqual({
      created: false,
      existing: { id: broker.user.id, email: broker.user.email, userType: 'BROKER', status: 'active' },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, broker.user.id));
    expect(row?.userType).toBe('BROKER');
  });

  it('refuses a taken username with the registration sentence', async () => {
    await expect(
      createSuperAdmin(t.database.db, { ...input, email: 'other-root@example.com', username: 'ROOT' }),
    ).rejects.toMatchObject({ statusCode: 409, message: MESSAGES.usernameTaken });
  });
});

describe('npm run create-admin', () => {
  const run = promisify(execFile);
  const script = path.join(REPO_ROOT, 'apps/server/src/db/create-admin.ts');
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'loadboard-create-admin-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  // The command on its own embedded database, whichever engine the other tests use.
  const createAdmin = (args: string[]) =>
    run(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    });

  it('exits 1 with the usage when flags are missing', async () => {
    await expect(createAdmin(['--email', 'root@example.com'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(CREATE_ADMIN_USAGE),
    });
  });

  it('creates the administrator on the configured database and says so', async () => {
    const { stdout } = await createAdmin(validArgs);
    expect(stdout).toContain('Created SUPER_ADMIN root@example.com (username root');
  });
});

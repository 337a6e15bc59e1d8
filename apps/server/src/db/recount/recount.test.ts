import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { tallyRecountJob } from '../../jobs/tally-recount.ts';
import { testJobServices } from '../../jobs/test-services.ts';
import { setLoad } from '../../modules/dashboards/test-fixtures.ts';
import { createPost } from '../../modules/loads/test-fixtures.ts';
import { counter, decide, makeRequest } from '../../modules/requests/test-fixtures.ts';
import { TALLY_FIGURES, type TallyFigure } from './figures.ts';
import { recountTallies } from './recount.ts';

/**
 * The tallies counted again: a marketplace made through the API (posts of every type, requests, one
 * countered, one withdrawn, one accepted, a post completed and one cancelled, their notifications and
 * activity), then counter rows set wrong by hand.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  const who = {
    broker: await signUp(t, 'BROKER', 'Blue Ridge Brokerage'),
    rfp: await signUp(t, 'RFP_CARRIER', 'Prairie Freight'),
    rfd: await signUp(t, 'RFD_CARRIER', 'Lone Star Hauling'),
  };
  const freight = [];
  for (let n = 0; n < 3; n++) freight.push(await createPost(t, who.broker, { jobNumber: `R${n}` }));
  const truck = await createPost(t, who.rfd);
  await createPost(t, who.rfp);
  const accepted = await makeRequest(t, freight[0] as number, who.rfp, 2100);
  await makeRequest(t, freight[1] as number, who.rfp);
  await makeRequest(t, truck, who.broker);
  // A request countered, and one withdrawn: every state of a request has its counter rows.
  const countered = await makeRequest(t, freight[2] as number, who.rfp, 1900);
  expectStatus(await counter(t, countered, who.broker, { rate: 2000 }), 200);
  const withdrawn = await makeRequest(t, freight[1] as number, who.rfd, 1800);
  expectStatus(await decide(t, withdrawn, who.rfd, { status: 'WITHDRAWN' }), 200);
  expectStatus(await decide(t, accepted, who.broker, { status: 'ACCEPTED' }), 200);
  await setLoad(t, freight[0] as number, { status: 'COMPLETED', completedAt: new Date() });
  await setLoad(t, freight[2] as number, { status: 'CANCELLED' });
});
afterAll(() => t.close());

const rows = async (text: string) =>
  ((await t.database.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows;

/** A counter table's rows in key order, sums of double precision to 6 places. */
const contents = (figure: TallyFigure) =>
  rows(
    `SELECT ${figure.keys.join(', ')}, ${figure.values
      .map((name) => (figure.approximate?.includes(name) ? `round(${name}::numeric, 6) AS ${name}` : name))
      .join(', ')} FROM ${figure.table} ORDER BY ${figure.keys.join(', ')}`,
  );

/** Adds 7 to the first counted column of the table's first row in key order. */
const corrupt = (figure: TallyFigure) => {
  const column = figure.values[0] as string;
  return rows(
    `UPDATE ${figure.table} SET ${column} = ${column} + 7
     WHERE ctid = (SELECT ctid FROM ${figure.table} ORDER BY ${figure.keys.join(', ')} LIMIT 1)
     RETURNING ${column}`,
  );
};

/** The job's log lines, as JSON, from a pino logger writing to memory. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, log: pino({ level: 'info' }, stream) };
}

const runJob = (log: pino.Logger) =>
  tallyRecountJob.handler({}, { ...testJobServices(), db: t.database.db, engine: t.database.engine, log });

describe('npm run db:recount', () => {
  it('finds no drift on a healthy database: every figure counts its rows as its triggers do', async () => {
    for (const figure of TALLY_FIGURES)
      expect((await contents(figure)).length, figure.table).toBeGreaterThan(0);
    expect(await recountTallies(t.database.db)).toEqual([]);
  });

  it('puts every corrupted tally right, a row gone and a row too many included', async () => {
    const before = new Map<string, Record<string, unknown>[]>();
    for (const figure of TALLY_FIGURES) before.set(figure.table, await contents(figure));
    for (const figure of TALLY_FIGURES) expect(await corrupt(figure), figure.table).toHaveLength(1);
    // The last row in key order, not the first, which is corrupted already.
    const [gone] = await rows(
      `DELETE FROM board_request_tallies WHERE ctid = (SELECT ctid FROM board_request_tallies
       WHERE requests > 0 ORDER BY status DESC, shard DESC LIMIT 1) RETURNING status, shard, requests`,
    );
    await rows(`INSERT INTO lane_day_tallies VALUES ('Nowhere, ZZ', 'Elsewhere, ZZ', '2030-01-01', 4)`);

    const drifts = await recountTallies(t.database.db);
    expect(new Set(drifts.map((drift) => drift.figure))).toEqual(
      new Set(TALLY_FIGURES.map((figure) => figure.table)),
    );
    const first = TALLY_FIGURES[0] as TallyFigure;
    const firstDrift = drifts.find((drift) => drift.figure === first.table);
    const column = first.values[0] as string;
    expect(Number(firstDrift?.kept[column]) - Number(firstDrift?.true[column])).toBe(7);
    expect(drifts).toContainEqual({
      figure: 'board_request_tallies',
      key: { status: gone?.status, shard: gone?.shard },
      kept: { requests: 0 },
      true: { requests: gone?.requests },
    });
    expect(drifts).toContainEqual({
      figure: 'lane_day_tallies',
      key: { origin: 'Nowhere, ZZ', destination: 'Elsewhere, ZZ', day: '2030-01-01' },
      kept: { posts: 4 },
      true: { posts: 0 },
    });

    for (const figure of TALLY_FIGURES) {
      const after = await contents(figure);
      // A row the repair brought to zero stays, as the triggers leave theirs (0014).
      const kept = figure.table === 'lane_day_tallies' ? after.filter((row) => row.posts !== 0) : after;
      expect(kept, figure.table).toEqual(before.get(figure.table));
    }
    expect(await recountTallies(t.database.db)).toEqual([]);
  });

  it("rebuilds a company's lost day of figures and answer minutes from its posts and requests", async () => {
    const [day] = await rows(
      `DELETE FROM company_day_figures WHERE ctid = (SELECT ctid FROM company_day_figures
       WHERE answered_within_24h > 0 ORDER BY company_id, day LIMIT 1) RETURNING *`,
    );
    const [minutes] = await rows(
      `DELETE FROM company_answer_minutes WHERE ctid = (SELECT ctid FROM company_answer_minutes
       ORDER BY company_id, day, minutes LIMIT 1) RETURNING *`,
    );
    const drifts = await recountTallies(t.database.db);
    expect(drifts.map((drift) => drift.figure).sort()).toEqual([
      'company_answer_minutes',
      'company_day_figures',
    ]);
    expect(
      await rows(
        `SELECT * FROM company_day_figures WHERE company_id = ${Number(day?.company_id)} AND day = '${day?.day}'`,
      ),
    ).toEqual([day]);
    expect(
      await rows(
        `SELECT * FROM company_answer_minutes WHERE (company_id, day, minutes)
         = (${Number(minutes?.company_id)}, '${minutes?.day}', ${Number(minutes?.minutes)})`,
      ),
    ).toEqual([minutes]);
  });

  // PGlite has one connection: no writer can run beside the recount there.
  it.skipIf(process.env.TEST_DB_ENGINE !== 'postgres')(
    'keeps the increment of a writer that commits while the recount repairs its row',
    async () => {
      const [post] = await rows(
        `SELECT id, load_type, tally_shard(owner_id) AS shard FROM loads WHERE status = 'ACTIVE' ORDER BY id LIMIT 1`,
      );
      const counter = `board_load_tallies WHERE load_type = '${post?.load_type}' AND status = 'ACTIVE' AND shard = ${Number(post?.shard)}`;
      await rows(`UPDATE ${counter.replace(' WHERE ', ' SET posts = posts + 7 WHERE ')}`);
      await t.database.withLockedConnection(7_300_001, async (writer) => {
        // The writer's trigger takes one post off the corrupted counter row and holds the row.
        await writer(`BEGIN; UPDATE loads SET status = 'CANCELLED' WHERE id = ${Number(post?.id)}`);
        const recount = recountTallies(t.database.db);
        await expect
          .poll(
            async () => (await rows(`SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock'`)).length,
          )
          .toBe(1);
        await writer('COMMIT');
        expect((await recount).map((drift) => drift.figure)).toEqual(['board_load_tallies']);
      });
      expect(await recountTallies(t.database.db)).toEqual([]);
    },
  );
});

describe('the daily tally recount job', () => {
  it('logs each drift at warn level, naming the figure, its key, and kept and true values, and repairs it', async () => {
    const [corrupted] = await rows(
      `UPDATE notification_counts SET unread = unread + 3
       WHERE user_id = (SELECT min(user_id) FROM notification_counts) RETURNING user_id, total, unread`,
    );
    const { lines, log } = capturedLog();
    await runJob(log);
    const warnings = lines.filter((line) => line.level === 40);
    expect(warnings).toEqual([
      expect.objectContaining({
        msg: 'tally drift repaired in notification_counts',
        figure: 'notification_counts',
        key: { user_id: corrupted?.user_id },
        kept: { total: corrupted?.total, unread: corrupted?.unread },
        true: { total: corrupted?.total, unread: Number(corrupted?.unread) - 3 },
      }),
    ]);
    const [repaired] = await rows(
      `SELECT unread FROM notification_counts WHERE user_id = ${Number(corrupted?.user_id)}`,
    );
    expect(repaired?.unread).toBe(Number(corrupted?.unread) - 3);
  });

  it('logs no drift on a healthy database', async () => {
    const { lines, log } = capturedLog();
    await runJob(log);
    expect(lines.filter((line) => Number(line.level) >= 40)).toEqual([]);
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'tallies recounted', drifts: 0 }));
  });
});

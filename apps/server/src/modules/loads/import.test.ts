import {
  IMPORT_COLUMNS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportColumn,
  type UserType,
} from '@loadboard/contracts';
import { parse } from 'csv-parse/sync';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, signUp } from '../../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { activityLogs, loads } from '../../db/schema/index.ts';
import { lookupZip } from '../geo/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

function upload(t: TestApp, who: Account, content: string | Buffer, filename = 'loads.csv') {
  const body = multipart([{ field: 'file', filename, content }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/loads/import',
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
}

type Row = Partial<Record<ImportColumn, string | number>>;

/** CSV text of the given columns and rows (values written as they are: tests quote on purpose). */
const csv = (columns: readonly string[], rows: Row[]) =>
  [
    columns.join(','),
    ...rows.map((row) => columns.map((column) => row[column as ImportColumn] ?? '').join(',')),
  ]
    .map((line) => `${line}\n`)
    .join('');

const freightRow = (overrides: Row = {}): Row => ({
  jobNumber: 'JOB-1',
  pickupZip: '60601',
  deliveryZip: '75201',
  pickupDate: day(3),
  deliveryDate: day(5),
  balance: 1200,
  rate: 2400,
  weight: 15000,
  equipment: 'dryvan',
  ...overrides,
});

const truckRow = (overrides: Row = {}): Row => ({
  loadType: 'TRUCK',
  pickupZip: '46204',
  deliveryZip: '30303',
  pickupDate: day(2),
  deliveryDate: day(4),
  balance: 0,
  cubicFeet: 3800,
  truckType: 'dryvan',
  ratePerMile: 2.15,
  minimumRate: 450,
  equipmentYear: 2021,
  equipmentMake: 'Freightliner',
  equipmentModel: 'Cascadia',
  driverName: 'Luis Ortega',
  driverPhone: '317-555-0156',
  driverExperience: '12 years',
  ...overrides,
});

const loadCount = async (t: TestApp) => (await t.database.db.select({ n: count() }).from(loads))[0]?.n ?? 0;

describe('GET /api/loads/download-sample and importing it', () => {
  let t: TestApp;
  const accounts = {} as Record<UserType, Account>;

  beforeAll(async () => {
    t = await startTestApp();
    for (const userType of ['BROKER', 'RFP_CARRIER', 'RFD_CARRIER', 'SUPER_ADMIN'] as const)
      accounts[userType] = await signUp(t, userType);
  });
  afterAll(() => t?.close());

  const download = (who: Account) =>
    t.app.inject({ method: 'GET', url: '/api/loads/download-sample', headers: who.headers });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/loads/download-sample' })).statusCode).toBe(401);
  });

  it.each([
    ['BROKER', ['RFP']],
    ['RFP_CARRIER', ['RFD']],
    ['RFD_CARRIER', ['TRUCK']],
    ['SUPER_ADMIN', ['RFP', 'RFD', 'TRUCK']],
  ] as const)('gives a %s a CSV of the import columns and posts of %j', async (userType, types) => {
    const res = await download(accounts[userType]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="sample-loads.csv"');
    const [header, ...rows] = parse(res.body) as string[][];
    expect(header).toEqual([...IMPORT_COLUMNS]);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.length).toBeLessThanOrEqual(5);
    const value = (row: string[], column: ImportColumn) => row[IMPORT_COLUMNS.indexOf(column)];
    expect([...new Set(rows.map((row) => value(row, 'loadType')))].sort()).toEqual([...types].sort());
    const truckColumns = IMPORT_COLUMNS.slice(IMPORT_COLUMNS.indexOf('availableDate'));
    for (const row of rows) {
      expect(lookupZip(value(row, 'pickupZip') as string)).not.toBeNull();
      expect(lookupZip(value(row, 'deliveryZip') as string)).not.toBeNull();
      // Truck columns are filled only on truck rows.
      const truckValues = truckColumns.map((column) => value(row, column));
      if (value(row, 'loadType') === 'TRUCK') expect(truckValues.filter((v) => v === '')).toEqual([]);
      else expect(truckValues.filter((v) => v !== '')).toEqual([]);
    }
    // Dates are a few days after today.
    for (const date of res.body.match(/\d{4}-\d{2}-\d{2}/g) ?? []) {
      expect(date > day(0)).toBe(true);
      expect(date <= day(14)).toBe(true);
    }
  });

  it.each(['BROKER', 'RFP_CARRIER', 'RFD_CARRIER', 'SUPER_ADMIN'] as const)(
    'imports the sample of a %s as it is: every row, owned by the importer, with City, ST locations',
    async (userType) => {
      const who = accounts[userType];
      const sample = (await download(who)).body;
      const before = await loadCount(t);
      const res = await upload(t, who, sample, 'sample-loads.csv');
      expect(res.statusCode, res.body).toBe(201);
      const rowCount = sample.trimEnd().split('\r\n').length - 1;
      expect(res.json()).toEqual({
        status: 'success',
        data: { imported: rowCount },
        message: 'Loads imported successfully',
      });
      expect(await loadCount(t)).toBe(before + rowCount);

      const mine = await t.database.db
        .select()
        .from(loads)
        .where(eq(loads.ownerId, who.user.id))
        .orderBy(asc(loads.id));
      expect(mine).toHaveLength(rowCount);
      const expectedTypes =
        userType === 'SUPER_ADMIN'
          ? ['RFP', 'RFD', 'TRUCK']
          : [{ BROKER: 'RFP', RFP_CARRIER: 'RFD', RFD_CARRIER: 'TRUCK' }[userType]];
      expect([...new Set(mine.map((load) => load.loadType))].sort()).toEqual([...expectedTypes].sort());
      // Each sample offers one of its posts at a Book Now rate.
      expect(mine.filter((load) => load.bookNowRate !== null).length).toBeGreaterThan(0);
      for (const load of mine) {
        expect(load.status).toBe('ACTIVE');
        expect(load.originLocation).toBe(lookupZip(load.originZip)?.location);
        expect(load.originLocation).toMatch(/^[A-Z][A-Za-z .'-]+, [A-Z]{2}$/);
        expect(load.destinationLocation).toBe(lookupZip(load.destinationZip)?.location);
        expect(load.distanceMiles).toBeGreaterThan(0);
        if (load.loadType === 'TRUCK') {
          expect(load.ratePerMile).toBeGreaterThan(0);
          expect(load.truckDetails).toMatchObject({
            equipmentDetails: {
              year: expect.any(Number),
              make: expect.any(String),
              model: expect.any(String),
            },
            driverInfo: { name: expect.any(String), experience: expect.any(String) },
          });
        } else {
          expect(load.rate).toBeGreaterThan(0);
          expect(load.truckDetails).toBeNull();
        }
      }

      const logs = await t.database.db
        .select()
        .from(activityLogs)
        .where(and(eq(activityLogs.userId, who.user.id), eq(activityLogs.action, 'LOAD_POSTED')));
      expect(logs).toEqual([
        expect.objectContaining({
          action: 'LOAD_POSTED',
          details: `Imported ${rowCount} loads from sample-loads.csv`,
        }),
      ]);
    },
  );
});

describe('POST /api/loads/import: refusals (nothing is written)', () => {
  let t: TestApp;
  let broker: Account;
  let truckCarrier: Account;
  let admin: Account;

  beforeAll(async () => {
    t = await startTestApp();
    broker = await signUp(t, 'BROKER');
    truckCarrier = await signUp(t, 'RFD_CARRIER');
    admin = await signUp(t, 'SUPER_ADMIN');
  });
  afterAll(() => t?.close());

  /** Uploads and expects a refusal that writes nothing; answers the body. */
  async function refused(
    status: number,
    content: string | Buffer,
    options: { who?: Account; filename?: string } = {},
  ) {
    const before = await loadCount(t);
    const logsBefore = (await t.database.db.select({ n: count() }).from(activityLogs))[0]?.n;
    const res = await upload(t, options.who ?? broker, content, options.filename);
    expect(res.statusCode, res.body).toBe(status);
    expect(await loadCount(t)).toBe(before);
    expect((await t.database.db.select({ n: count() }).from(activityLogs))[0]?.n).toBe(logsBefore);
    const body = res.json() as { status: string; message: string; errors?: string[] };
    expect(body.status).toBe('error');
    return body;
  }

  it('refuses a file with bad rows, listing every bad row by its spreadsheet row number', async () => {
    const body = await refused(
      422,
      csv(IMPORT_COLUMNS, [
        freightRow(),
        freightRow({ pickupZip: '00000' }),
        freightRow(),
        freightRow({ rate: '' }),
        freightRow(),
      ]),
    );
    expect(body.errors).toEqual(['row 3: Invalid ZIP code 00000', 'row 5: Rate is required']);
    expect(body.message).toBe(
      'Nothing was imported: 2 of 5 rows have problems: row 3: Invalid ZIP code 00000; row 5: Rate is required',
    );
  });

  it('lists each problem of a row and checks the rules of the form', async () => {
    const body = await refused(
      422,
      csv(IMPORT_COLUMNS, [
        freightRow({ pickupZip: '12a45', balance: '-5', mobilePhone: '5551234' }),
        freightRow({ pickupDate: day(5), deliveryDate: day(2) }),
        freightRow({ pickupDate: 'next week' }),
        freightRow({ deliveryDate: '2031-02-30' }),
        freightRow({ deliveryZip: '99999', rate: 'lots' }),
      ]),
    );
    expect(body.errors).toEqual([
      'row 2: pickupZip must be 5 digits',
      'row 2: Balance must be 0 or more',
      'row 2: Mobile phone must look like 123-456-7890',
      'row 3: Delivery date cannot be before the pickup date',
      'row 4: Pickup date must be a date (YYYY-MM-DD)',
      'row 5: Delivery date must be a real date',
      'row 6: Rate must be a number',
      'row 6: Invalid ZIP code 99999',
    ]);
  });

  it('checks truck rows with the truck form: year, make, model, driver, rates', async () => {
    const body = await refused(
      422,
      csv(IMPORT_COLUMNS, [
        truckRow({ equipmentYear: '', equipmentMake: '', driverExperience: '' }),
        truckRow({ ratePerMile: '', truckType: 'spaceship' }),
      ]),
      { who: truckCarrier },
    );
    expect(body.errors).toEqual([
      'row 2: Year is required',
      'row 2: Make is required',
      'row 2: Driver experience is required',
      'row 3: Truck type must be one of the listed types',
      'row 3: Rate per mile is required',
    ]);
  });

  it('refuses a Book Now rate of 0, below 0 or in fractions of a cent, naming it', async () => {
    const body = await refused(
      422,
      csv(IMPORT_COLUMNS, [
        freightRow({ bookNowRate: 0 }),
        freightRow({ bookNowRate: -50 }),
        freightRow({ bookNowRate: '2100.005' }),
        freightRow({ bookNowRate: 'ask' }),
      ]),
    );
    expect(body.errors).toEqual([
      'row 2: Book Now rate must be more than 0',
      'row 3: Book Now rate must be more than 0',
      'row 4: Book Now rate must have at most 2 decimal places',
      'row 5: Book Now rate must be a number',
    ]);
  });

  it("refuses rows of another user type's post, and admin rows without a type", async () => {
    const broker422 = await refused(422, csv(IMPORT_COLUMNS, [freightRow({ loadType: 'RFD' }), truckRow()]));
    expect(broker422.errors).toEqual([
      'row 2: Your account posts RFP only',
      'row 3: Your account posts RFP only',
    ]);

    const admin422 = await refused(
      422,
      csv(IMPORT_COLUMNS, [freightRow({ loadType: 'RFP' }), freightRow(), freightRow({ loadType: 'BOAT' })]),
      { who: admin },
    );
    expect(admin422.errors).toEqual([
      "row 3: loadType is required: an administrator's rows must name RFP, RFD or TRUCK",
      'row 4: loadType must be RFP, RFD or TRUCK',
    ]);
  });

  it('lists at most 100 row errors, then how many more', async () => {
    const rows = Array.from({ length: 150 }, () => freightRow({ pickupZip: '00000' }));
    const body = await refused(422, csv(IMPORT_COLUMNS, rows));
    expect(body.errors).toHaveLength(101);
    expect(body.errors?.[0]).toBe('row 2: Invalid ZIP code 00000');
    expect(body.errors?.[99]).toBe('row 101: Invalid ZIP code 00000');
    expect(body.errors?.[100]).toBe('and 50 more');
    expect(body.message).toBe(
      'Nothing was imported: 150 of 150 rows have problems. Correct them and import the file again.',
    );
  });

  it('refuses a file over 5 MB with 413', async () => {
    const header = `${IMPORT_COLUMNS.join(',')}\n`;
    const content = header + 'x'.repeat(IMPORT_MAX_BYTES + 1 - header.length);
    const body = await refused(413, content);
    expect(body.message).toBe('The file is larger than 5 MB');
  });

  it(`refuses more than ${IMPORT_MAX_ROWS} rows`, async () => {
    const line = csv(IMPORT_COLUMNS, [freightRow()]).split('\n')[1];
    const content = `${IMPORT_COLUMNS.join(',')}\n${`${line}\n`.repeat(IMPORT_MAX_ROWS + 1)}`;
    const body = await refused(422, content);
    expect(body.errors).toEqual([
      'A file can hold at most 5,000 loads; split it into smaller files (this one has 5,001)',
    ]);
  });

  it.each([
    ['a .txt file', 'loads.txt', Buffer.from(csv(IMPORT_COLUMNS, [freightRow()]))],
    ['a file without an extension', 'loads', Buffer.from(csv(IMPORT_COLUMNS, [freightRow()]))],
    ['an .xlsx file', 'loads.xlsx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00])],
    [
      'binary content named .csv',
      'loads.csv',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]),
    ],
    ['UTF-16 text named .csv', 'loads.csv', Buffer.from(`\ufeff${IMPORT_COLUMNS.join(',')}\n`, 'utf16le')],
  ])('refuses %s with 422 Only .csv files can be imported', async (_name, filename, content) => {
    const body = await refused(422, content, { filename });
    expect(body.errors).toEqual(['Only .csv files can be imported']);
    expect(body.message).toBe('Only .csv files can be imported');
  });

  it('refuses a request without a file: 422 Please select a file to import', async () => {
    const expectSelectFile = (res: { statusCode: number; json(): unknown }) => {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: 'Please select a file to import' });
    };
    const onlyField = multipart([{ field: 'note', content: 'hello' }]);
    expectSelectFile(
      await t.app.inject({
        method: 'POST',
        url: '/api/loads/import',
        headers: { ...broker.headers, ...onlyField.headers },
        payload: onlyField.payload,
      }),
    );
    // The browser's empty file input: a part with no file name and no bytes.
    const emptyInput = multipart([
      { field: 'file', filename: '', contentType: 'application/octet-stream', content: '' },
    ]);
    expectSelectFile(
      await t.app.inject({
        method: 'POST',
        url: '/api/loads/import',
        headers: { ...broker.headers, ...emptyInput.headers },
        payload: emptyInput.payload,
      }),
    );
    // A file under another field name is not the import file.
    const otherField = multipart([{ field: 'upload', filename: 'loads.csv', content: 'a,b\n' }]);
    expectSelectFile(
      await t.app.inject({
        method: 'POST',
        url: '/api/loads/import',
        headers: { ...broker.headers, ...otherField.headers },
        payload: otherField.payload,
      }),
    );
    expectSelectFile(
      await t.app.inject({ method: 'POST', url: '/api/loads/import', headers: broker.headers, payload: {} }),
    );
    expectSelectFile(
      await t.app.inject({ method: 'POST', url: '/api/loads/import', headers: broker.headers }),
    );
  });

  it('needs a signed-in user', async () => {
    const body = multipart([
      { field: 'file', filename: 'loads.csv', content: csv(IMPORT_COLUMNS, [freightRow()]) },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/loads/import', ...body });
    expect(res.statusCode).toBe(401);
  });

  it('refuses header problems, naming the columns', async () => {
    const unknown = await refused(422, csv([...IMPORT_COLUMNS, 'price', 'Shipper'], [freightRow()]));
    expect(unknown.errors).toEqual([
      `Unknown columns: price, Shipper (the columns are those of the sample file: ${IMPORT_COLUMNS.join(', ')})`,
    ]);

    const withoutRequired = IMPORT_COLUMNS.filter(
      (column) => column !== 'balance' && column !== 'pickupDate',
    );
    const missing = await refused(422, csv(withoutRequired, [freightRow()]));
    expect(missing.errors).toEqual(['Missing required columns: pickupDate, balance']);

    const repeated = await refused(422, csv([...IMPORT_COLUMNS, 'Rate'], [freightRow()]));
    expect(repeated.errors).toEqual(['Column rate appears more than once']);

    const semicolons = await refused(422, `${IMPORT_COLUMNS.join(';')}\n1;2\n`);
    expect(semicolons.errors).toEqual(['The file must be comma-separated: its header row has no commas']);
  });

  it('refuses an empty file, a header without rows, and unbalanced quotes', async () => {
    expect((await refused(422, '')).errors).toEqual(['The file has no loads to import']);
    expect((await refused(422, '\n\n')).errors).toEqual(['The file has no loads to import']);
    expect((await refused(422, `${IMPORT_COLUMNS.join(',')}\n\n`)).errors).toEqual([
      'The file has no loads to import',
    ]);
    const open = await refused(422, `${IMPORT_COLUMNS.join(',')}\nRFP,"JOB-1,60601\n`);
    expect(open.errors).toEqual([
      'The file is not valid CSV: row 2: a quoted value is never closed (a double quote is missing)',
    ]);
  });

  it('refuses a row with more values than the header has columns', async () => {
    const columns = IMPORT_COLUMNS.length;
    const body = await refused(422, `${csv(IMPORT_COLUMNS, [freightRow()])}${'x,'.repeat(columns + 1)}x\n`);
    expect(body.errors).toEqual([`row 3: has ${columns + 2} values but the header has ${columns} columns`]);
  });
});

describe('POST /api/loads/import: what a spreadsheet writes', () => {
  let t: TestApp;
  let broker: Account;
  let admin: Account;

  beforeAll(async () => {
    t = await startTestApp();
    broker = await signUp(t, 'BROKER');
    admin = await signUp(t, 'SUPER_ADMIN');
  });
  afterAll(() => t?.close());

  const importedBy = (who: Account) =>
    t.database.db.select().from(loads).where(eq(loads.ownerId, who.user.id)).orderBy(asc(loads.id));

  it('keeps quoted commas, quotes and line breaks inside a value', async () => {
    const notes = 'Dock 4, rear entrance\n"Fragile": glass, handle with care';
    const content = [
      'pickupZip,deliveryZip,pickupDate,deliveryDate,balance,rate,notes,commodityType',
      `60601,75201,${day(3)},${day(4)},100,900,"${notes.replaceAll('"', '""')}","Tables, chairs"`,
    ].join('\r\n');
    const res = await upload(t, broker, content);
    expect(res.statusCode, res.body).toBe(201);
    const [load] = await importedBy(broker);
    expect(load?.notes).toBe(notes);
    expect(load?.commodityType).toBe('Tables, chairs');
    await t.database.db.delete(loads).where(eq(loads.ownerId, broker.user.id));
  });

  it('takes the header in any order and case, a BOM, CRLF, blank lines and spreadsheet formats', async () => {
    const columns = [
      'RATE',
      'Balance',
      'Delivery Date',
      'pickupdate',
      'DELIVERYZIP',
      'pickup_zip',
      'Job Number',
    ];
    const content = [
      `\ufeff${columns.join(',')}`,
      `"$2,450.00",1200,${day(5)},${day(3)},75201,60601,A-1`,
      '',
      ',,,,,,',
      // Excel's M/D/YYYY dates and a ZIP that lost its leading zero.
      `1800,900,${usDate(7)},${usDate(6)},2110,30303,A-2`,
      '',
    ].join('\r\n');
    const res = await upload(t, broker, content, 'Loads From Excel.CSV');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toEqual({ imported: 2 });
    const rows = await importedBy(broker);
    expect(rows.map((row) => [row.jobNumber, row.loadType, row.rate, row.originLocation])).toEqual([
      ['A-1', 'RFP', 2450, 'Chicago, IL'],
      ['A-2', 'RFP', 1800, 'Atlanta, GA'],
    ]);
    expect(rows[1]).toMatchObject({
      destinationZip: '02110',
      destinationLocation: 'Boston, MA',
      pickupDate: day(6),
    });
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.userId, broker.user.id), eq(activityLogs.action, 'LOAD_POSTED')))
      .orderBy(asc(activityLogs.id));
    expect(logs.at(-1)?.details).toBe('Imported 2 loads from Loads From Excel.CSV');
  });

  it('reads a "Book Now Rate" column in spreadsheet money; an empty one means none', async () => {
    const content = [
      'Pickup ZIP,Delivery ZIP,Pickup Date,Delivery Date,Balance,Rate,Book Now Rate,Job Number',
      `60601,75201,${day(13)},${day(14)},100,2400,"$2,250.50",BN-1`,
      `60601,75201,${day(15)},${day(16)},100,2400,,BN-2`,
    ].join('\n');
    const res = await upload(t, broker, content);
    expect(res.statusCode, res.body).toBe(201);
    const rows = await importedBy(broker);
    expect(rows.slice(-2).map((row) => [row.jobNumber, row.bookNowRate])).toEqual([
      ['BN-1', 2250.5],
      ['BN-2', null],
    ]);
  });

  it('numbers rows as a spreadsheet does, blank lines and multi-line values included', async () => {
    const content = [
      'pickupZip,deliveryZip,pickupDate,deliveryDate,balance,rate,notes',
      `60601,75201,${day(3)},${day(4)},100,900,"two`,
      `lines"`,
      '',
      `60601,00000,${day(3)},${day(4)},100,900,`,
    ].join('\n');
    const res = await upload(t, broker, content);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(['row 4: Invalid ZIP code 00000']);
  });

  it('reads a Windows-1252 file (Excel "CSV (Comma delimited)")', async () => {
    const text = `pickupZip,deliveryZip,pickupDate,deliveryDate,balance,rate,notes\n60601,75201,${day(17)},${day(18)},100,900,Caf\u00e9 supplies\n`;
    const res = await upload(t, broker, Buffer.from(text, 'latin1'));
    expect(res.statusCode, res.body).toBe(201);
    const rows = await importedBy(broker);
    expect(rows.at(-1)?.notes).toBe('Café supplies');
  });

  it('lets an administrator import a mix of types, each row with its own form', async () => {
    const content = csv(IMPORT_COLUMNS, [
      freightRow({ loadType: 'rfp' }),
      freightRow({ loadType: 'RFD', equipment: '26foot box truck' }),
      truckRow({ truckType: 'Reefer' }),
    ]);
    const res = await upload(t, admin, content);
    expect(res.statusCode, res.body).toBe(201);
    const rows = await importedBy(admin);
    expect(rows.map((row) => row.loadType)).toEqual(['RFP', 'RFD', 'TRUCK']);
    expect(rows[2]).toMatchObject({ truckType: 'reefer', ratePerMile: 2.15, minimumRate: 450 });
    expect(rows[2]?.truckDetails).toMatchObject({
      equipmentDetails: { year: 2021, make: 'Freightliner', model: 'Cascadia' },
      driverInfo: { name: 'Luis Ortega', phone: '317-555-0156', experience: '12 years' },
    });
  });

  it('imports a file of almost 5 MB (the request body limit of JSON routes does not apply)', async () => {
    const notes = 'Pallets wrapped and labelled; call the dock before arrival. '.repeat(16);
    // Each row its own pickup day: an owner may not post one load twice.
    const rows = Array.from({ length: 4500 }, (_, index) =>
      freightRow({
        jobNumber: `BIG-${index}`,
        notes,
        pickupDate: day(20 + index),
        deliveryDate: day(22 + index),
      }),
    );
    const content = csv(IMPORT_COLUMNS, rows);
    expect(content.length).toBeGreaterThan(4.4 * 1024 * 1024);
    expect(content.length).toBeLessThanOrEqual(IMPORT_MAX_BYTES);
    const res = await upload(t, broker, content);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    expect(res.json().data).toEqual({ imported: 4500 });
  });

  it('imports thousands of rows in one go', async () => {
    const rows = Array.from({ length: 1200 }, (_, index) =>
      freightRow({
        jobNumber: `BULK-${index}`,
        pickupDate: day(5000 + index),
        deliveryDate: day(5002 + index),
      }),
    );
    const res = await upload(t, broker, csv(IMPORT_COLUMNS, rows));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toEqual({ imported: 1200 });
    const [n] = await t.database.db
      .select({ n: count() })
      .from(loads)
      .where(eq(loads.ownerId, broker.user.id));
    expect(n?.n).toBeGreaterThanOrEqual(1200);
  });
});

/** `days` from today as Excel's US short date, M/D/YYYY. */
function usDate(days: number): string {
  const [year, month, date] = day(days).split('-');
  return `${Number(month)}/${Number(date)}/${year}`;
}

import { setFlagsFromString } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { withFields } from './with-fields.ts';

setFlagsFromString('--allow-natives-syntax');
// V8's own test of two objects' hidden classes, callable once natives syntax is allowed.
const sameClass = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;

/** A page of rows as the driver's mapper makes them: fields written one by one, values of mixed kinds. */
const rows = Array.from({ length: 20 }, (_, i) => {
  const row: Record<string, unknown> = {};
  for (const name of ['id', 'status', 'rate', 'notes', 'createdAt'])
    row[name] =
      name === 'createdAt' ? new Date(i * 1000) : i % 3 === 0 ? null : i % 2 ? i * 1.5 : `${name} ${i}`;
  return row;
});

/** The objects of the last of a few pages, each built with `build`, as a server builds page after page. */
function lastPage(build: (row: Record<string, unknown>) => object): object[] {
  let made: object[] = [];
  for (let page = 0; page < 5; page++) made = rows.map(build);
  return made;
}

const sharingTheFirstsClass = (made: object[]) =>
  made.filter((object) => sameClass(object, made[0] as object));

describe('withFields', () => {
  it('adds and replaces fields, keeping the rest', () => {
    const { createdAt, ...row } = { id: 1, status: 'ACTIVE', createdAt: new Date(0) };
    expect(withFields(row, { createdAt: createdAt.toISOString(), route: 'A → B' })).toEqual({
      id: 1,
      status: 'ACTIVE',
      createdAt: '1970-01-01T00:00:00.000Z',
      route: 'A → B',
    });
  });

  it('gives every object of a page one hidden class', () => {
    const made = lastPage(({ createdAt, ...row }) =>
      withFields(row, { date: (createdAt as Date).toISOString() }),
    );
    expect(sharingTheFirstsClass(made)).toHaveLength(rows.length);
  });
});

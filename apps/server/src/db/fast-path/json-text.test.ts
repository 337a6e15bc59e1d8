import { describe, expect, it } from 'vitest';
import { JsonText, writeJson } from './json-text.ts';

describe('JsonText', () => {
  it('joins the texts of items, or of the rows a statement read, into one array in their order', () => {
    const rows = [{ json: '{"id":2,"title":"a \\"b\\""}' }, { json: '{"id":1,"title":null}' }];
    expect(JsonText.rows(rows).parse()).toEqual([
      { id: 2, title: 'a "b"' },
      { id: 1, title: null },
    ]);
    expect(JsonText.rows(rows).text).toBe(JsonText.array(rows.map((row) => new JsonText(row.json))).text);
    expect(JsonText.rows([]).text).toBe('[]');
  });

  it('is written as it is inside an answer', () => {
    const answer = {
      status: 'success',
      data: { items: JsonText.rows([{ json: '{"id":1}' }]), skipped: undefined },
    };
    expect(writeJson(answer)).toBe('{"status":"success","data":{"items":[{"id":1}]}}');
  });
});

import { describe, expect, it } from 'vitest';
import { readFirstHtmlTable } from './html-table.ts';

describe('readFirstHtmlTable', () => {
  it('reads the first table only, its cells as text, with optional closing tags', () => {
    const page = `<p>Loads</p><!-- <table><tr><td>commented</td></tr></table> -->
      <template><table><tr><td>template</td></tr></table></template>
      <script>document.write('<table><tr><td>script</td></tr></table>')</script>
      <table class="x"><thead><tr><th>job<br>Number<th>rate</thead>
      <tbody><tr><td> A&amp;1 &#x41;&nbsp;<b>bold</b><style>td{}</style> <td>2,400
      <tr><td>A-2</td><td><table><tr><td>inner</td></tr></table>1</td></tr></tbody></table>
      <table><tr><td>second</td></tr></table>`;
    expect(readFirstHtmlTable(page)).toEqual([
      ['job Number', 'rate'],
      ['A&1 A bold', '2,400'],
      ['A-2', 'inner1'],
    ]);
  });

  it('answers null for a page without a table, and reads a table cut off at the end', () => {
    expect(readFirstHtmlTable('<p>no loads today</p><!-- <table> -->')).toBeNull();
    expect(readFirstHtmlTable('<table><tr><td>a<td>b')).toEqual([['a', 'b']]);
  });
});

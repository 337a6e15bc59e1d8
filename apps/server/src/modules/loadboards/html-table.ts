import { Tokenizer } from 'htmlparser2';

/** Elements whose text is no cell's: a script or style inside a cell adds nothing to it. */
const HIDDEN_TEXT = new Set(['script', 'style']);
/** Tags that end the cell being read (a new cell or row, the end of a row or a table section). */
const ENDS_CELL = new Set(['tr', 'td', 'th', 'thead', 'tbody', 'tfoot']);

/**
 * The rows of the first `<table>` of a page, each row its cells' text (tags dropped, character
 * references decoded, white space collapsed). Read with htmlparser2's tokenizer, which reads each
 * character once, and a few counters in place of an element tree: a tree (htmlparser2's own parser
 * included) walks its stack of open elements on each tag, so a page of thousands of unclosed tags
 * costs the square of its size. Comments, scripts, styles and templates cannot hide or fake a table;
 * closing tags are optional, as HTML allows; a cell before any `<tr>` opens a row, as browsers do.
 */
export function readFirstHtmlTable(html: string): string[][] | null {
  const rows: string[][] = [];
  let row: string[] | null = null;
  let cell: string[] | null = null;
  /** 0 before the first table, then how deep inside it (nested tables count), -1 once it closed. */
  let tableDepth = 0;
  let templateDepth = 0;
  let hiddenText = false;
  let openTag = '';

  const endCell = () => {
    if (cell && row) row.push(cell.join('').replace(/\s+/g, ' ').trim());
    cell = null;
  };
  const endRow = () => {
    endCell();
    if (row && row.length > 0) rows.push(row);
    row = null;
  };

  const opened = (name: string, selfClosing: boolean) => {
    if (name === 'template') {
      if (!selfClosing) templateDepth += 1;
      return;
    }
    if (templateDepth > 0 || tableDepth < 0) return;
    // The tokenizer reads a script's or style's body as raw text up to its end tag.
    if (HIDDEN_TEXT.has(name) && !selfClosing) hiddenText = true;
    if (name === 'table') {
      tableDepth += 1;
      return;
    }
    if (tableDepth !== 1) return;
    if (name === 'br') cell?.push(' ');
    else if (name === 'tr') {
      endRow();
      row = [];
    } else if (name === 'td' || name === 'th') {
      endCell();
      row ??= [];
      cell = [];
    } else if (ENDS_CELL.has(name)) endCell();
  };

  const closed = (name: string) => {
    if (HIDDEN_TEXT.has(name)) hiddenText = false;
    if (name === 'template') {
      if (templateDepth > 0) templateDepth -= 1;
      return;
    }
    if (templateDepth > 0 || tableDepth <= 0) return;
    if (name === 'table') {
      tableDepth -= 1;
      if (tableDepth === 0) {
        endRow();
        tableDepth = -1;
        tokenizer.pause();
      }
      return;
    }
    if (tableDepth !== 1) return;
    if (name === 'br') cell?.push(' ');
    else if (name === 'tr') endRow();
    else if (ENDS_CELL.has(name)) endCell();
  };

  const collecting = () => cell !== null && !hiddenText && templateDepth === 0 && tableDepth > 0;
  const tokenizer = new Tokenizer(
    { decodeEntities: true },
    {
      onopentagname: (start, end) => {
        openTag = html.slice(start, end).toLowerCase();
      },
      onopentagend: () => opened(openTag, false),
      onselfclosingtag: () => opened(openTag, true),
      onclosetag: (start, end) => closed(html.slice(start, end).toLowerCase()),
      ontext: (start, end) => {
        if (collecting()) cell?.push(html.slice(start, end));
      },
      ontextentity: (codePoint) => {
        if (collecting()) cell?.push(String.fromCodePoint(codePoint));
      },
      onattribdata: () => {},
      onattribentity: () => {},
      onattribend: () => {},
      onattribname: () => {},
      oncdata: () => {},
      oncomment: () => {},
      ondeclaration: () => {},
      onend: () => {},
      onprocessinginstruction: () => {},
    },
  );
  tokenizer.write(html);
  if (tableDepth > 0) tokenizer.end();
  if (tableDepth === 0) return null;
  endRow();
  return rows;
}

import PDFDocument from 'pdfkit';
import type { Party, RateConfirmation } from './service.ts';
import { type ConfirmationTexts, confirmationTexts } from './texts.ts';

const MARGIN = 54;
const COLUMN_GAP = 24;
const LABEL_WIDTH = 190;
const INK = '#1f2933';
const MUTED = '#52606d';
const RULE = '#cbd2d9';

/** What the built-in fonts' encoding (WinAnsi) holds besides ASCII and Latin-1. */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const OUTSIDE_WIN_ANSI = new RegExp(`[^\\x20-\\x7e\\xa0-\\xff${WIN_ANSI_EXTRAS}]`, 'gu');
const LATIN = /^[\x20-\x7e\xa0-\xff]+$/;

/**
 * Text as Helvetica can draw it: the built-in font knows only WinAnsi, and draws anything else as
 * other letters. The thin spaces Intl puts in French numbers become no-break spaces, a letter with
 * a mark it lacks loses the mark ('ł' stays, 'ő' becomes 'o'), and what is left becomes '?'.
 */
export function winAnsiText(text: string): string {
  return text
    .replace(/[\u2007\u2009\u202f]/g, '\u00a0')
    .replace(/\s/g, (space) => (space === '\u00a0' ? space : ' '))
    .normalize('NFC')
    .replace(OUTSIDE_WIN_ANSI, (char) => {
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
      return LATIN.test(bare) ? bare : '?';
    });
}

/** The drawing helpers of one page: lines, label-value rows, section headings. */
function pageOf(doc: PDFKit.PDFDocument) {
  const width = doc.page.width - 2 * MARGIN;
  const text = (value: string, x: number, y: number, columnWidth: number) =>
    doc.text(winAnsiText(value), x, y, { width: columnWidth });

  return {
    width,
    heading(title: string) {
      doc.moveDown(1.2);
      doc.font('Helvetica-Bold').fontSize(13).fillColor(INK);
      text(title, MARGIN, doc.y, width);
      const y = doc.y + 3;
      doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + width, y)
        .lineWidth(0.75)
        .strokeColor(RULE)
        .stroke();
      doc.y = y + 8;
    },
    /** A label and its value side by side; the taller of the two sets the next row's place. */
    row(label: string, value: string, { strong = false } = {}) {
      const top = doc.y;
      doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED);
      text(label, MARGIN, top, LABEL_WIDTH - 8);
      const labelBottom = doc.y;
      doc
        .font(strong ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(strong ? 12 : 10)
        .fillColor(INK);
      text(value, MARGIN + LABEL_WIDTH, top, width - LABEL_WIDTH);
      doc.y = Math.max(labelBottom, doc.y) + 4;
    },
    /** One party in a column: its role, its company, then its contacts each under its label. */
    party(x: number, top: number, columnWidth: number, role: string, party: Party, t: ConfirmationTexts) {
      doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED);
      text(role, x, top, columnWidth);
      doc.font('Helvetica-Bold').fontSize(12).fillColor(INK);
      text(party.companyName, x, doc.y + 2, columnWidth);
      const lines: [string, string][] = [
        [t.words.contact, party.contactName],
        [t.words.email, party.email],
        [t.words.phone, party.phone],
        [t.words.dotNumber, party.dotNumber ?? t.words.none],
      ];
      for (const [label, value] of lines) {
        doc.font('Helvetica').fontSize(10).fillColor(INK);
        text(t.labelled(label, value), x, doc.y + 2, columnWidth);
      }
      return doc.y;
    },
  };
}

/** The two sides' headings: the shipping side and the hauling side, whichever posted. */
function roles(deal: RateConfirmation, t: ConfirmationTexts) {
  const { shipperSide, carrierSide, poster } = t.words;
  // On a truck post the carrier posts its space and a shipper or broker takes it.
  return deal.loadType === 'TRUCK'
    ? { poster: `${carrierSide} ${poster}`, taker: shipperSide }
    : { poster: `${shipperSide} ${poster}`, taker: carrierSide };
}

/** The deal's rate confirmation as a one-page US Letter PDF, in the reader's language. */
export function drawRateConfirmation(deal: RateConfirmation): Promise<Buffer> {
  const t = confirmationTexts(deal.language, deal.zone);
  const { words } = t;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    lang: words.locale,
    displayTitle: true,
    info: { Title: winAnsiText(`${words.title} ${deal.reference}`) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const page = pageOf(doc);

  doc.font('Helvetica-Bold').fontSize(22).fillColor(INK).text(winAnsiText(words.title), MARGIN, MARGIN);
  doc.moveDown(0.4);
  page.row(words.reference, deal.reference, { strong: true });
  if (deal.jobNumber) page.row(words.jobNumber, deal.jobNumber);
  page.row(words.agreedAt, t.instant(deal.agreedAt));
  if (deal.madeBy) {
    doc.font('Helvetica-Oblique').fontSize(10).fillColor(MUTED);
    doc.text(winAnsiText(deal.madeBy === 'BOOK_NOW' ? words.bookedNow : words.afterCounter), MARGIN, doc.y);
  }

  page.heading(words.parties);
  const top = doc.y;
  const columnWidth = (page.width - COLUMN_GAP) / 2;
  const heading = roles(deal, t);
  const leftBottom = page.party(MARGIN, top, columnWidth, heading.poster, deal.poster, t);
  const rightBottom = page.party(
    MARGIN + columnWidth + COLUMN_GAP,
    top,
    columnWidth,
    heading.taker,
    deal.taker,
    t,
  );
  doc.x = MARGIN;
  doc.y = Math.max(leftBottom, rightBottom);

  page.heading(words.load);
  page.row(words.postType, words.typeNames[deal.loadType]);
  page.row(words.origin, `${deal.origin.location} ${deal.origin.zip}`);
  page.row(words.destination, `${deal.destination.location} ${deal.destination.zip}`);
  page.row(words.pickupDate, t.day(deal.pickupDate));
  page.row(words.deliveryDate, t.day(deal.deliveryDate));
  if (deal.weight !== null) page.row(words.weight, t.weight(deal.weight));
  if (deal.cubicFeet !== null) page.row(words.space, t.space(deal.cubicFeet));
  if (deal.equipment) page.row(words.equipment, deal.equipment);
  if (deal.truckType) page.row(words.truckType, t.truckType(deal.truckType));

  const byRoad = deal.miles.by === 'ROAD';
  page.heading(words.rate);
  page.row(words.agreedRate, t.money(deal.agreedRate), { strong: true });
  page.row(byRoad ? words.roadMiles : words.straightMiles, t.miles(deal.miles.value));
  if (deal.ratePerMile !== null)
    page.row(byRoad ? words.ratePerRoadMile : words.ratePerStraightMile, t.perMile(deal.ratePerMile));

  doc.moveDown(2);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(winAnsiText(words.footer), MARGIN, doc.y, {
    width: page.width,
  });
  doc.end();
  return finished;
}

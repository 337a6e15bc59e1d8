import { extractText, getDocumentProxy } from 'unpdf';
import type { Account } from '../../../test/accounts.ts';
import type { TestApp } from '../../../test/harness.ts';

export const getRateConfirmation = (t: TestApp, loadId: number | string, who: Account | undefined) =>
  t.app.inject({
    method: 'GET',
    url: `/api/loads/${loadId}/rate-confirmation`,
    headers: who?.headers ?? {},
  });

/** A PDF's text as a reader's PDF tool extracts it, every run of spaces (no-break ones too) as one space. */
export async function pdfText(pdf: Buffer): Promise<string> {
  // pdf.js takes the bytes over: a copy leaves the answer's buffer as it was.
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

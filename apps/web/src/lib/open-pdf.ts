import { api, saveBlob } from './api-client.ts';

/**
 * A PDF the API answers only with the Authorization header (a rate confirmation), so a plain link
 * cannot open it: it is fetched through the API client and opened from memory.
 */

/** How long an opened PDF's object URL lives: the new tab has read it long before. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * Opens the PDF at `path` in a new tab, or saves it as the server's file name (else `filename`)
 * where the browser blocks the tab. Call it straight from a click: the tab is opened before the
 * download starts, while the browser still counts the click. A failure closes the tab and is thrown
 * (an ApiError with the server's sentence) for the caller to show.
 */
export async function openPdf(path: string, filename: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const download = await api.download(path, { headers: { Accept: 'application/pdf' } });
    const pdf =
      download.blob.type === 'application/pdf'
        ? download.blob
        : new Blob([download.blob], { type: 'application/pdf' });
    if (tab && !tab.closed) {
      const url = URL.createObjectURL(pdf);
      tab.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
    } else {
      saveBlob(pdf, download.filename ?? filename);
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** GET /api/loads/:id/rate-confirmation: the deal's PDF, for its two sides and the admin. */
export const rateConfirmationPath = (loadId: number) => `/loads/${loadId}/rate-confirmation`;

/**
 * The file a rate confirmation is saved as: 'rate-confirmation-RC-12-34.pdf' with its reference
 * (`rateConfirmationReference` of the contracts) when the caller knows it, else by the post's id.
 */
export const rateConfirmationFilename = (loadId: number, reference?: string) =>
  `rate-confirmation-${reference ?? loadId}.pdf`;

/** Opens a deal's rate confirmation; `reference` names the file when the browser saves it instead. */
export const openRateConfirmation = (loadId: number, reference?: string) =>
  openPdf(rateConfirmationPath(loadId), rateConfirmationFilename(loadId, reference));

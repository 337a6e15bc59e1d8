import { LOAD_MESSAGES, ZIP_PATTERN, type ZipInfo } from '@loadboard/contracts';
import { useEffect, useState } from 'react';
import { ApiError, api } from './api-client.ts';
import { notifyError } from './notify.ts';

/**
 * The ZIP lookup of the load forms (spec 5): on the fifth digit, GET /api/geo/zip/:zip gives the
 * 'City, ST' location. Answers are kept for the page's life (ZIPs do not move).
 */

export type ZipLookupState =
  | { status: 'idle' }
  | { status: 'loading'; zip: string }
  | { status: 'found'; zip: string; info: ZipInfo }
  /** The server does not know the ZIP (404) or refused it (422): 'Invalid ZIP code'. */
  | { status: 'invalid'; zip: string }
  /** No answer (network, server error): 'Unable to fetch location'. The server checks again on save. */
  | { status: 'failed'; zip: string };

const found = new Map<string, ZipInfo>();

export function isCompleteZip(value: string | null | undefined): value is string {
  return typeof value === 'string' && ZIP_PATTERN.test(value);
}

export async function fetchZipInfo(zip: string, signal?: AbortSignal): Promise<ZipInfo> {
  const cached = found.get(zip);
  if (cached) return cached;
  const { data } = await api.get<ZipInfo>(`/geo/zip/${encodeURIComponent(zip)}`, signal ? { signal } : {});
  found.set(zip, data);
  return data;
}

/** Whether a failed lookup means the ZIP itself is wrong (rather than the lookup not answering). */
export function isInvalidZipError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 422);
}

interface ZipLookupOptions {
  /** Called with the result of each completed lookup (fills the location field). */
  onResult?: (state: ZipLookupState) => void;
  /** Toasts the failure ('Invalid ZIP code' / 'Unable to fetch location'); on by default. */
  notify?: boolean;
}

/** Looks `zip` up whenever it holds five digits; anything shorter is idle. */
export function useZipLookup(
  zip: string | null | undefined,
  { onResult, notify = true }: ZipLookupOptions = {},
) {
  const [state, setState] = useState<ZipLookupState>({ status: 'idle' });
  const complete = isCompleteZip(zip) ? zip : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a lookup runs per ZIP, not per callback identity
  useEffect(() => {
    if (!complete) {
      setState({ status: 'idle' });
      return;
    }
    const cached = found.get(complete);
    if (cached) {
      const next: ZipLookupState = { status: 'found', zip: complete, info: cached };
      setState(next);
      onResult?.(next);
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading', zip: complete });
    fetchZipInfo(complete, controller.signal).then(
      (info) => {
        if (controller.signal.aborted) return;
        const next: ZipLookupState = { status: 'found', zip: complete, info };
        setState(next);
        onResult?.(next);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const next: ZipLookupState = isInvalidZipError(error)
          ? { status: 'invalid', zip: complete }
          : { status: 'failed', zip: complete };
        setState(next);
        onResult?.(next);
        if (notify) {
          notifyError(
            null,
            next.status === 'invalid' ? LOAD_MESSAGES.invalidZip : LOAD_MESSAGES.unableToFetchLocation,
          );
        }
      },
    );
    return () => controller.abort();
  }, [complete]);

  return state;
}

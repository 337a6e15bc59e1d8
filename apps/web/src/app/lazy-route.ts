import { loadTexts } from '../i18n/index.ts';
import type { TextPack } from '../i18n/packs.ts';
import { nextTask } from '../lib/next-task.ts';

/** Spec 9: a screen's code that has not arrived after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeoutError extends Error {
  override readonly name = 'ChunkLoadTimeoutError';
}

/**
 * Wraps a route module import, with the text packs its screens need (downloaded alongside), so a
 * stalled download fails (and shows the error screen).
 */
export function lazyRoute<T>(
  load: () => Promise<T>,
  texts: TextPack[] = [],
  timeoutMs = CHUNK_TIMEOUT_MS,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new ChunkLoadTimeoutError('The screen took too long to load')),
        timeoutMs,
      );
      // Each matched route's downloads start in a task of their own, not all in the router's first.
      Promise.all([nextTask().then(load), nextTask().then(() => loadTexts(...texts))]).then(
        ([module]) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}

/**
 * What the page says to a screen reader without moving the focus: a count that rose, a refused
 * form. The live regions (components/live-regions.tsx) are always on the page and say each
 * sentence handed to `announce`; toasts have their own region (lib/notify.ts).
 */

/** 'polite' waits for the reader to finish; 'assertive' (a refusal) interrupts it. */
export type Politeness = 'polite' | 'assertive';

export interface Announcement {
  id: number;
  text: string;
  politeness: Politeness;
}

type Listener = (announcement: Announcement) => void;

const listeners = new Set<Listener>();
let lastId = 0;

/** Says `text` through the page's live region; nothing when none is on the page. */
export function announce(text: string, politeness: Politeness = 'polite'): void {
  if (text.trim() === '') return;
  lastId += 1;
  const announcement = { id: lastId, text, politeness };
  for (const listener of listeners) listener(announcement);
}

/** The live regions hear every announcement through this; returns the way to stop. */
export function onAnnouncement(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

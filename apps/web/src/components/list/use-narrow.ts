import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether an element is narrow, by the caller's measure of its width, kept current as it resizes.
 * Lists choose between a table and cards by the room they have (the page shell's side panels take a
 * share of the window), not the window.
 *
 * Until it is measured, the window's width stands in: an element is never wider, so a phone draws
 * its lists as cards at once rather than as tables it then throws away. Only the answer is kept, so
 * a measure that changes nothing draws nothing again.
 *
 * The measure comes from the observer, which the browser calls after its own layout and before the
 * paint: reading the width during the commit would force that layout inside the first screen's
 * task. A changed answer is drawn at once (flushSync) so the first paint already shows it.
 */
export function useNarrow(ref: RefObject<HTMLElement | null>, isNarrow: (width: number) => boolean): boolean {
  const measure = useRef(isNarrow);
  measure.current = isNarrow;
  const [narrow, setNarrow] = useState(() => typeof window !== 'undefined' && isNarrow(window.innerWidth));
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof ResizeObserver === 'undefined') {
      setNarrow(measure.current(element.getBoundingClientRect().width));
      return;
    }
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) flushSync(() => setNarrow(measure.current(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return narrow;
}

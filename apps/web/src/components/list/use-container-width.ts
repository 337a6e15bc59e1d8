import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The width of an element, kept current as it resizes. Lists choose between a table and cards by
 * the room they have (the page shell's side panels take a share of the window), not the window.
 *
 * Until it is measured, the window's width stands in: an element is never wider, so a phone draws
 * its lists as cards at once rather than as tables it then throws away.
 */
export function useContainerWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(() =>
    typeof window === 'undefined' ? null : window.innerWidth,
  );
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

import type { KeyboardEvent } from 'react';

const TABBABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * A modal's onKeyDown: Tab from its last control goes to its first, Shift+Tab from its first to its
 * last. (react-bootstrap only pulls the focus back once it lands on the page, so Tab past a modal's
 * last control left the page for the browser's address bar.)
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (control) =>
      control.tabIndex >= 0 && !control.matches(':disabled') && control.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const from = document.activeElement;
  if (event.shiftKey ? from === first : from === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

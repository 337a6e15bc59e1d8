/**
 * Whether the system asks for reduced motion (`prefers-reduced-motion: reduce`). The style sheet
 * stills what CSS moves (styles/app.css); script that moves something (a map's zoom and pan) asks
 * this as it moves. False where there is no matchMedia.
 */
export function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

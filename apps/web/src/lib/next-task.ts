/**
 * Resolves in a task of its own: work awaited behind it runs apart from what the current task still
 * does, so the page's first tasks stay short enough not to hold up a tap.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}

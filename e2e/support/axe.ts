import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules, and the accessible name containing the visible label (2.5.3), which axe marks experimental. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const EXPERIMENTAL_RULES = { 'label-content-name-mismatch': { enabled: true } };

export interface Finding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Every WCAG 2.1 A/AA finding on the page as it is now, with the elements it names. */
export async function axeFindings(page: Page): Promise<Finding[]> {
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ rules: EXPERIMENTAL_RULES, resultTypes: ['violations'] })
    // In the page itself: the default opens a blank page to merge each frame's results, which the
    // app (no frames) does not need and which doubles each check's time.
    .setLegacyMode(true)
    .analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

import { expect, type Locator, type Page } from '@playwright/test';

/** Waits until the screen is in its language, has its heading, and nothing is loading any more. */
export async function settled(page: Page, language: string) {
  // Two frames: a resize's re-render (a table becoming cards) is drawn before the checks.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForFunction(
    () => !document.querySelector('.spinner-border, .placeholder-glow, [aria-busy="true"]'),
  );
}

/**
 * The placeholders cut off among `inputs`, each measured in its box's own font: those showing (an
 * input with a value shows none), in boxes on the screen.
 */
export function cutPlaceholders(inputs: Locator): Promise<string[]> {
  return inputs.evaluateAll((elements: HTMLInputElement[]) => {
    const context = document.createElement('canvas').getContext('2d');
    return elements
      .filter((element) => element.getClientRects().length > 0 && element.matches(':placeholder-shown'))
      .filter((element) => {
        const style = getComputedStyle(element);
        if (!context) return true;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room =
          element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        return context.measureText(element.placeholder).width > room;
      })
      .map((element) => `placeholder cut off: "${element.placeholder}"`);
  });
}

/**
 * What does not fit the width (WCAG 1.4.10): the page scrolling sideways, something out of reach past
 * its left edge, a box scrolling sideways that is not a region a keyboard can focus and a screen
 * reader names (where a wide table may scroll), and a box cutting off what it holds. Each with the
 * element reaching furthest past the edge, named by its tag, classes and text. Form controls scroll
 * their own text and maps clip their own world; a box with an ellipsis cuts its text on purpose, and
 * one a pixel wide is for screen readers only.
 */
export function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const name = (element: Element, withText = true) => {
      const classes = Array.from(element.classList)
        .slice(0, 3)
        .map((entry) => `.${entry}`)
        .join('');
      const text = withText ? (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40) : '';
      return `${element.tagName.toLowerCase()}${classes}${text ? ` "${text}"` : ''}`;
    };
    const path = (element: Element) => {
      const names = [name(element)];
      for (
        let up = element.parentElement;
        up && up !== document.body && names.length < 3;
        up = up.parentElement
      ) {
        names.unshift(name(up, false));
      }
      return names.join(' > ');
    };
    /**
     * The element inside `box` reaching furthest past its right `edge` or its left one, leaving out
     * what scrolls or clips on its own, what is fixed to the window, and what is not shown.
     */
    const furthest = (box: Element, left: number, right: number) => {
      let far: { element: Element; by: number } | null = null;
      const visit = (element: Element) => {
        for (const child of Array.from(element.children)) {
          const style = getComputedStyle(child);
          if (style.position === 'fixed' || !child.checkVisibility({ visibilityProperty: true })) continue;
          const box = child.getBoundingClientRect();
          const by = box.width > 0 ? Math.max(box.right - right, left - box.left) : 0;
          if (by > 1 && (!far || by > far.by)) far = { element: child, by };
          if (style.overflowX === 'visible') visit(child);
        }
      };
      visit(box);
      const found = far as { element: Element; by: number } | null;
      return found ? `${Math.ceil(found.by)} px past it: ${path(found.element)}` : null;
    };

    const problems: string[] = [];
    const root = document.documentElement;
    const page = furthest(document.body, 0, root.clientWidth);
    if (page) problems.push(`the page does not fit the window; ${page}`);
    for (const box of Array.from(document.body.querySelectorAll('*'))) {
      if (box.clientWidth <= 1 || box.scrollWidth <= box.clientWidth + 1) continue;
      if (box.matches('input, textarea, select') || box.closest('.leaflet-container')) continue;
      const style = getComputedStyle(box);
      if (style.overflowX === 'visible' || style.textOverflow === 'ellipsis') continue;
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
      const named = box.hasAttribute('aria-label') || box.hasAttribute('aria-labelledby');
      if (scrolls && named && (box as HTMLElement).tabIndex === 0) continue;
      const left = box.getBoundingClientRect().left + box.clientLeft;
      const inside = furthest(box, left, left + box.clientWidth) ?? 'nothing past it';
      problems.push(`${name(box, false)} ${scrolls ? 'scrolls sideways' : 'cuts off'}; ${inside}`);
    }
    return problems;
  });
}

/**
 * Text drawn over other text: a route under a card's price tag, a label run into its neighbour. Texts
 * are compared within one layer (the page, the header, an open dialog, menu or toast), which may
 * cover another, and each only where it shows (a dialog's body scrolls under its footer); text for
 * screen readers only (in a box a pixel wide) and the maps' labels are left out.
 */
export function overlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const layers = '.modal, .offcanvas-md, .dropdown-menu, .Toastify, .app-header, [role="listbox"]';
    const screenReaderOnly = (element: Element) => {
      for (let up: Element | null = element; up; up = up.parentElement) {
        if (getComputedStyle(up).display === 'contents') continue;
        const box = up.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return true;
      }
      return false;
    };
    /** The part of `box` left showing by the ancestors of `element` that clip what they hold. */
    const shown = (element: Element, box: DOMRect) => {
      let { left, top, right, bottom } = box;
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = up.getBoundingClientRect();
        left = Math.max(left, clip.left);
        top = Math.max(top, clip.top);
        right = Math.min(right, clip.right);
        bottom = Math.min(bottom, clip.bottom);
      }
      return new DOMRect(left, top, right - left, bottom - top);
    };
    const texts: { text: string; layer: Element; boxes: DOMRect[] }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim().replace(/\s+/g, ' ') ?? '';
      const element = node.parentElement;
      if (!text || !element || element.closest('.leaflet-container, option, script, style')) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (screenReaderOnly(element)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const boxes = Array.from(range.getClientRects())
        .map((box) => shown(element, box))
        .filter((box) => box.width > 0 && box.height > 0);
      if (boxes.length > 0) texts.push({ text, layer: element.closest(layers) ?? document.body, boxes });
    }
    const crossed = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
    const found: string[] = [];
    texts.forEach((one, index) => {
      for (const other of texts.slice(index + 1)) {
        if (other.layer !== one.layer) continue;
        if (one.boxes.some((a) => other.boxes.some((b) => crossed(a, b)))) {
          found.push(`"${one.text.slice(0, 40)}" overlaps "${other.text.slice(0, 40)}"`);
        }
      }
    });
    return found;
  });
}

import type { Language } from '@loadboard/contracts';

/** A part of an email: a paragraph, a link on a line of its own, or a list. */
export type EmailBlock = string | { link: string; label: string } | { items: string[] };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const textOf = (block: EmailBlock): string => {
  if (typeof block === 'string') return block;
  if ('link' in block) return block.link;
  return block.items.map((item) => `- ${item}`).join('\n');
};

const htmlOf = (block: EmailBlock): string => {
  if (typeof block === 'string') return `<p>${escapeHtml(block)}</p>`;
  if ('link' in block) return `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.label)}</a></p>`;
  return `<ul>\n${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('\n')}\n</ul>`;
};

/**
 * The plain-text and HTML bodies of an email from one list of blocks, so the two parts always say the
 * same; the HTML names its language for mail clients and screen readers.
 */
export function emailBodies(language: Language, blocks: EmailBlock[]): { text: string; html: string } {
  return {
    text: blocks.map(textOf).join('\n\n'),
    html: [
      `<!DOCTYPE html>`,
      `<html lang="${language}">`,
      '<body>',
      ...blocks.map(htmlOf),
      '</body>',
      '</html>',
    ].join('\n'),
  };
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAst } from 'vite';

/**
 * Saves the Bootstrap rules the app never uses from the stylesheet every page loads first.
 *
 * Bootstrap's stylesheet is mostly components and responsive utilities the app never
 * uses, and every page loads it before drawing. At build time this PostCSS plugin keeps only the
 * rules whose classes the app can put on the page:
 *
 * - a class written in the source, whole ('d-md-none') or through a template ('bg-${tone}-subtle');
 * - any class of a react-bootstrap component the source imports (it builds them from its props:
 *   'btn-outline-primary', 'spinner-border-sm', 'offcanvas-md'), as COMPONENT_CLASSES lists them;
 * - a colour utility a component builds from a word of the source (Badge bg="success": 'bg-success').
 *
 * Rules without classes (the reboot, the variables) stay, as does everything outside Bootstrap's file.
 */

/**
 * The classes each react-bootstrap component the app imports renders, itself or through the parts it
 * is made of (a modal's close button): `whole` families (every class starting so), and prefixes it
 * `composes` with a word of its props (Button variant="outline-primary": 'btn-outline-primary';
 * Modal centered: 'modal-dialog-centered'). A component missing here fails the build; one given a
 * prop that adds a class not composed so (Dropdown drop="up": 'dropup') needs it listed.
 */
const COMPONENT_CLASSES: Record<string, { whole?: string[]; composed?: string[] }> = {
  Alert: { whole: ['fade', 'show'], composed: ['alert', 'btn-close'] },
  Badge: { whole: ['rounded-pill'], composed: ['badge'] },
  Button: { whole: ['active', 'disabled'], composed: ['btn'] },
  Card: { whole: ['card'] },
  Col: { whole: ['col'] },
  // Its toggle is a Button.
  Dropdown: { whole: ['dropdown', 'show', 'active', 'disabled'], composed: ['btn'] },
  Form: { whole: ['form-check', 'form-label', 'form-select', 'is-valid', 'is-invalid'] },
  Modal: {
    whole: ['modal-content', 'modal-header', 'modal-title', 'modal-body', 'modal-footer', 'modal-backdrop'],
    composed: ['modal', 'modal-dialog', 'fade', 'show', 'btn-close'],
  },
  Offcanvas: {
    whole: [
      'offcanvas-header',
      'offcanvas-body',
      'offcanvas-title',
      'offcanvas-backdrop',
      'showing',
      'hiding',
    ],
    composed: ['offcanvas', 'show', 'btn-close'],
  },
  // Its overlay fades in and out.
  OverlayTrigger: { whole: ['fade', 'show'] },
  // Placed on a side: 'bs-popover-top', 'bs-popover-auto'.
  Popover: { whole: ['popover', 'bs-popover', 'fade', 'show'] },
  ProgressBar: { whole: ['progress'] },
  Row: { whole: ['row'] },
  Spinner: { whole: ['spinner'] },
  Table: { composed: ['table'] },
};

/** Utilities components compose with a word of their props (Badge bg/text, ProgressBar variant). */
const PROP_UTILITIES = ['bg', 'text-bg', 'text', 'border'];

const BOOTSTRAP_CSS = /[\\/]bootstrap[\\/]dist[\\/]css[\\/]/;

interface AstNode {
  type: string;
  [key: string]: unknown;
}

interface UsedClasses {
  words: Set<string>;
  templates: RegExp[];
  families: string[];
  prefixes: string[];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'i18n' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every word of every string and template in the app's source, and the components it imports. */
function usedClasses(srcDir: string): UsedClasses {
  const words = new Set<string>();
  const templates: RegExp[] = [];
  const components = new Set<string>();
  const visit = (node: AstNode) => {
    if (node.type === 'Literal' && typeof node.value === 'string') {
      for (const word of node.value.split(/\s+/)) words.add(word);
    } else if (node.type === 'JSXAttribute') {
      words.add(String((node.name as AstNode).name));
    } else if (node.type === 'TemplateLiteral') {
      // A placeholder stands for any class-name characters: `bg-${tone}-subtle` keeps bg-*-subtle.
      // Only a class-like word that starts with its own text counts (not `${id}-hint`, `/loads/${id}`).
      const text = (node.quasis as AstNode[]).map((quasi) => (quasi.value as { raw: string }).raw).join('\0');
      for (const word of text.split(/\s+/)) {
        if (!word.includes('\0')) words.add(word);
        else if (/^[a-zA-Z][\w-]+\0/.test(word) && /^[\w-]+$/.test(word.replaceAll('\0', 'x'))) {
          templates.push(new RegExp(`^${word.split('\0').map(escapeRegExp).join('[\\w-]+')}$`));
        }
      }
    } else if (node.type === 'ImportDeclaration') {
      const source = String((node.source as AstNode).value);
      if (source.startsWith('react-bootstrap/')) components.add(source.slice('react-bootstrap/'.length));
    }
    for (const value of Object.values(node)) {
      for (const child of Array.isArray(value) ? value : [value]) {
        if (child && typeof child === 'object' && typeof (child as AstNode).type === 'string')
          visit(child as AstNode);
      }
    }
  };
  for (const file of sourceFiles(srcDir)) {
    visit(
      parseAst(readFileSync(file, 'utf8'), { lang: file.endsWith('x') ? 'tsx' : 'ts' }) as unknown as AstNode,
    );
  }
  const classes = [...components].map((component) => {
    const rendered = COMPONENT_CLASSES[component];
    if (!rendered) throw new Error(`purge-bootstrap: list the classes react-bootstrap/${component} renders`);
    return rendered;
  });
  const families = classes.flatMap((rendered) => rendered.whole ?? []);
  const prefixes = [...PROP_UTILITIES, ...classes.flatMap((rendered) => rendered.composed ?? [])];
  return { words, templates, families, prefixes };
}

function keepsClass(used: UsedClasses, name: string): boolean {
  if (used.words.has(name) || used.templates.some((template) => template.test(name))) return true;
  if (used.families.some((family) => name === family || name.startsWith(`${family}-`))) return true;
  return used.prefixes.some(
    (prefix) =>
      name === prefix || (name.startsWith(`${prefix}-`) && used.words.has(name.slice(prefix.length + 1))),
  );
}

/** Whether an element the app renders can match the selector. */
function keepsSelector(used: UsedClasses, selector: string): boolean {
  // A class inside :not() does not have to be on the page for the selector to match.
  const required = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');
  if (required.includes('[data-bs-theme') && !used.words.has('data-bs-theme')) return false;
  return [...required.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every(([, name]) =>
    keepsClass(used, name as string),
  );
}

/** The parts of PostCSS's tree the plugin reads. */
interface CssContainer {
  nodes?: CssNode[];
  remove(): void;
}
interface CssNode extends CssContainer {
  type: string;
  selectors?: string[];
}
interface CssRoot {
  source?: { input: { file?: string } };
  walkRules(callback: (rule: CssNode) => void): void;
  walkAtRules(callback: (rule: CssNode) => void): void;
}

export function purgeBootstrap(srcDir: string) {
  let used: UsedClasses | undefined;
  return {
    postcssPlugin: 'loadboard-purge-bootstrap',
    Once(root: CssRoot) {
      if (!BOOTSTRAP_CSS.test(root.source?.input.file ?? '')) return;
      used ??= usedClasses(srcDir);
      const classes = used;
      root.walkRules((rule) => {
        const kept = (rule.selectors ?? []).filter((selector) => keepsSelector(classes, selector));
        if (kept.length === 0) rule.remove();
        else rule.selectors = kept;
      });
      // @media and @supports blocks left empty.
      root.walkAtRules((atRule) => {
        if (atRule.nodes?.length === 0) atRule.remove();
      });
    },
  };
}

import { type Plugin, parseAst } from 'vite';

/**
 * Saves the schemas and zod a screen would load only to read a contract's messages or limits.
 *
 * The contract package keeps each domain's constants (its messages, limits, labels) in the same module
 * as its zod schemas. A bundler places code by module, so a screen that reads LOAD_MESSAGES would
 * load every load schema, and zod, with it — the sign-in page and the dashboard among them.
 *
 * For the web build, each top-level declaration of a contract module becomes a module of its own
 * (`loads.ts?contract-part=3`), importing what it uses from the others; the module itself re-exports
 * them. A screen then loads the declarations it uses and what they need, nothing else. The contract's
 * modules only declare values (no statement runs for its effect), which is what makes this safe;
 * a module holding anything else is left whole.
 */

const CONTRACT_MODULE = /[\\/]packages[\\/]contracts[\\/]src[\\/](?!index\.ts$)[^\\/?]+\.ts$/;
const PART = '?contract-part=';

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

interface Part {
  /** The statement's text, `export` prefixed when the module did not export it. */
  code: string;
  /** The names it declares. */
  names: string[];
  /** The top-level names (imports and other parts) it refers to. */
  uses: Set<string>;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** Every identifier an expression or declaration reads (property names excepted). */
function identifiers(node: AstNode, found = new Set<string>()): Set<string> {
  if (node.type === 'Identifier') found.add(node.name as string);
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'key' || key === 'property') && !node.computed) continue;
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) identifiers(child, found);
  }
  return found;
}

function declaredNames(declaration: AstNode): string[] | null {
  if (declaration.type === 'FunctionDeclaration') return [(declaration.id as AstNode).name as string];
  if (declaration.type !== 'VariableDeclaration') return null;
  const ids = (declaration.declarations as AstNode[]).map((declarator) => declarator.id as AstNode);
  return ids.every((id) => id.type === 'Identifier') ? ids.map((id) => id.name as string) : null;
}

interface Split {
  facade: string;
  parts: Map<string, string>;
}

/** The module as re-exports of its parts, and each part's code; null when it holds anything else. */
function split(id: string, code: string): Split | null {
  const imports = new Map<string, string>();
  const parts: Part[] = [];
  const exported: [local: string, exported: string][] = [];
  for (const statement of parseAst(code).body as unknown as AstNode[]) {
    if (statement.type === 'ImportDeclaration') {
      const source = JSON.stringify((statement.source as AstNode).value);
      for (const specifier of statement.specifiers as AstNode[]) {
        const local = (specifier.local as AstNode).name as string;
        const imported = specifier.imported as AstNode | undefined;
        imports.set(
          local,
          specifier.type === 'ImportNamespaceSpecifier'
            ? `import * as ${local} from ${source};`
            : specifier.type === 'ImportDefaultSpecifier'
              ? `import ${local} from ${source};`
              : `import { ${imported?.name ?? imported?.value} as ${local} } from ${source};`,
        );
      }
      continue;
    }
    const isExport = statement.type === 'ExportNamedDeclaration';
    const declaration = isExport ? (statement.declaration as AstNode | null) : statement;
    if (isExport && !declaration) {
      // `export {}` left by type-only exports; anything else is not a plain declaration.
      if ((statement.specifiers as AstNode[]).length > 0 || statement.source) return null;
      continue;
    }
    const names = declaration ? declaredNames(declaration) : null;
    if (!declaration || !names) return null;
    const text = code.slice(declaration.start, declaration.end);
    parts.push({ code: `export ${text}`, names, uses: identifiers(declaration) });
    if (isExport) for (const name of names) exported.push([name, name]);
  }

  const partOf = new Map<string, number>();
  parts.forEach((part, index) => {
    for (const name of part.names) partOf.set(name, index);
  });
  const partId = (index: number) => JSON.stringify(`${id}${PART}${index}`);
  const partCode = new Map<string, string>();
  parts.forEach((part, index) => {
    const header: string[] = [];
    for (const name of part.uses) {
      const sibling = partOf.get(name);
      if (sibling !== undefined && sibling !== index)
        header.push(`import { ${name} } from ${partId(sibling)};`);
      else if (sibling === undefined && imports.has(name)) header.push(imports.get(name) as string);
    }
    partCode.set(`${id}${PART}${index}`, [...header, part.code].join('\n'));
  });
  const facade = exported
    .map(([local, name]) => `export { ${local} as ${name} } from ${partId(partOf.get(local) as number)};`)
    .join('\n');
  return { facade, parts: partCode };
}

export function splitContracts(): Plugin {
  const parts = new Map<string, string>();
  return {
    name: 'loadboard:split-contracts',
    apply: 'build',
    // After TypeScript is stripped: the parts are plain JavaScript.
    enforce: 'post',
    transform: {
      filter: { id: CONTRACT_MODULE },
      handler(code, id) {
        const result = split(id, code);
        if (!result) return null;
        for (const [partId, partCode] of result.parts) parts.set(partId, partCode);
        return { code: result.facade, map: null, moduleSideEffects: false };
      },
    },
    resolveId: {
      filter: { id: /\?contract-part=\d+$/ },
      handler: (source) => (parts.has(source) ? source : null),
    },
    load: {
      filter: { id: /\?contract-part=\d+$/ },
      handler: (id) => {
        const code = parts.get(id);
        return code === undefined ? null : { code, map: null, moduleSideEffects: false };
      },
    },
  };
}

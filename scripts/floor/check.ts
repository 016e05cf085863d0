/**
 * The floor's check (README "Browsers"): does a built script run in the oldest browser the site
 * supports (config/targets.ts: Chromium 87, Safari 14)? Three questions, asked of the code as it
 * ships (dist/*.js, after babel, the minifier and every dependency):
 *
 * 1. Syntax: it must parse as ES2021 (`FLOOR_ECMA_VERSION`), the last edition whose every syntax
 *    both floor engines have (logical assignment `??=` is Chrome 85 / Safari 14). ES2022's class
 *    fields, private methods, `#x in o`, static blocks, top-level await and the regexp `d` flag do
 *    not parse, and a file with one of them is named with what it is.
 * 2. Regular expressions that parse but that Safari 14 refuses when the script loads (a
 *    lookbehind `(?<=…)` / `(?<!…)`: Safari 16.4), as literals or as `new RegExp('…')`.
 * 3. Built-ins the floor lacks (`FLOOR_MISSING`: `.at()`, `Object.hasOwn`, `structuredClone`,
 *    `findLast` …). A use is fine when the file tests for it (`typeof structuredClone`,
 *    `Object.hasOwn ? … : …`) or when the site installs that built-in before any script runs
 *    (`FLOOR_POLYFILLS`; none today: the built code uses none of them); anything else is reported.
 *
 * `npm run check:floor` runs it on dist/; tests/unit/scripts/floor.test.ts on fixtures and, after a
 * build, on dist/ (so `npm test` fails when a floor-breaking file would ship).
 */
import * as acorn from 'acorn';
import * as walk from 'acorn-walk';
import { FLOOR_ECMA_VERSION, FLOOR_MISSING, FLOOR_POLYFILLS } from '../../config/targets';

export interface FloorProblem {
  file: string;
  /** 1-based, in the file as built (minified: usually line 1 or 2). */
  line: number;
  column: number;
  what: string;
}

type AnyNode = acorn.Node & Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- ESTree nodes of every kind

/** Where an offset of `code` is, as line and column (1-based). */
function position(code: string, offset: number) {
  const before = code.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

function insideFunction(ast: AnyNode, target: AnyNode): boolean {
  let inside = false;
  walk.fullAncestor(ast, (node: AnyNode, _state: unknown, ancestors: AnyNode[]) => {
    if (node === target)
      inside = ancestors.some(
        (a) => /Function/.test(a.type) || a.type === 'ArrowFunctionExpression',
      );
  });
  return inside;
}

/** What a file that does not parse as the floor's edition uses instead (read off a newer parse). */
function newerSyntax(code: string): { offset: number; what: string } | null {
  let ast: AnyNode;
  try {
    ast = acorn.parse(code, {
      ecmaVersion: 'latest',
      sourceType: 'script',
      allowAwaitOutsideFunction: true,
    }) as AnyNode;
  } catch {
    return null;
  }
  let found: { offset: number; what: string } | null = null;
  const note = (node: AnyNode, what: string) => {
    if (!found || node.start < found.offset) found = { offset: node.start, what };
  };
  walk.full(ast, (node: AnyNode) => {
    if (node.type === 'StaticBlock')
      note(node, 'a class static block `static { }` (Chrome 94, Safari 16.4)');
    else if (node.type === 'PropertyDefinition')
      note(
        node,
        node.key?.type === 'PrivateIdentifier'
          ? 'a private class field `#x` (Chrome 74, Safari 14.1)'
          : 'a class field `x = …` (Chrome 72, Safari 14.1 for static ones)',
      );
    else if (node.type === 'MethodDefinition' && node.key?.type === 'PrivateIdentifier')
      note(node, 'a private method `#x() {}` (Chrome 84, Safari 15)');
    else if (node.type === 'BinaryExpression' && node.left?.type === 'PrivateIdentifier')
      note(node, 'a private brand check `#x in o` (Chrome 91, Safari 15)');
    else if (node.type === 'AwaitExpression' && !insideFunction(ast, node))
      note(node, 'a top-level `await` (Chrome 89, Safari 15)');
    else if (node.type === 'Literal' && node.regex && /[dv]/.test(node.regex.flags))
      note(
        node,
        `a regexp flag \`${node.regex.flags}\` (d: Chrome 90, Safari 15; v: Chrome 112, Safari 17)`,
      );
  });
  return found;
}

/** `(?<=` or `(?<!` that is not escaped: a lookbehind (named groups `(?<name>` are fine). */
const LOOKBEHIND = /(^|[^\\])(\\\\)*\(\?<[=!]/;

/** The name a built-in use is reported and allowed under: `Array.prototype.at`, `structuredClone`. */
export type FloorBuiltin = (typeof FLOOR_MISSING)[number]['name'];

/**
 * The checks on one file's code; `file` names it in the problems. Empty: it runs at the floor.
 */
export function checkFloor(
  code: string,
  file: string,
  polyfilled: readonly string[] = FLOOR_POLYFILLS,
): FloorProblem[] {
  const problems: FloorProblem[] = [];
  const problem = (offset: number, what: string) =>
    problems.push({ file, ...position(code, offset), what });
  let ast: AnyNode;
  try {
    ast = acorn.parse(code, {
      ecmaVersion: FLOOR_ECMA_VERSION,
      sourceType: 'script',
    }) as AnyNode;
  } catch (error) {
    const newer = newerSyntax(code);
    const at = (error as { pos?: number }).pos ?? 0;
    problem(
      newer?.offset ?? at,
      newer
        ? `syntax newer than ES${FLOOR_ECMA_VERSION}: ${newer.what}`
        : `does not parse as ES${FLOOR_ECMA_VERSION}: ${(error as Error).message}`,
    );
    return problems;
  }

  // Tested for somewhere in the file: `typeof structuredClone`, `'hasOwn' in Object`,
  // `Object.hasOwn ?`, `if (Array.prototype.at)` — the code chooses, it does not assume.
  const guarded = new Set<string>();
  const uses: { offset: number; name: string }[] = [];
  const builtinOf = (node: AnyNode): string | null => {
    for (const b of FLOOR_MISSING) {
      if (b.kind === 'global' && node.type === 'Identifier' && node.name === b.key) return b.name;
      if (
        b.kind === 'static' &&
        node.type === 'MemberExpression' &&
        !node.computed &&
        node.object.type === 'Identifier' &&
        node.object.name === b.owner &&
        node.property.name === b.key
      )
        return b.name;
    }
    return null;
  };
  const methodOf = (node: AnyNode): string | null => {
    if (node.type !== 'MemberExpression') return null;
    const key = node.computed
      ? node.property.type === 'Literal'
        ? String(node.property.value)
        : null
      : node.property.name;
    const b = FLOOR_MISSING.find((m) => m.kind === 'method' && m.key === key);
    return b ? b.name : null;
  };

  walk.fullAncestor(ast, (node: AnyNode, _state: unknown, ancestors: AnyNode[]) => {
    const parent = ancestors[ancestors.length - 2];
    if (node.type === 'Literal' && node.regex && LOOKBEHIND.test(node.regex.pattern)) {
      problem(node.start, `a regexp lookbehind /${node.regex.pattern.slice(0, 40)}/ (Safari 16.4)`);
    }
    if (
      (node.type === 'NewExpression' || node.type === 'CallExpression') &&
      node.callee.type === 'Identifier' &&
      node.callee.name === 'RegExp' &&
      node.arguments[0]?.type === 'Literal' &&
      typeof node.arguments[0].value === 'string' &&
      LOOKBEHIND.test(node.arguments[0].value)
    ) {
      problem(
        node.start,
        `a regexp lookbehind RegExp("${node.arguments[0].value.slice(0, 40)}") (Safari 16.4)`,
      );
    }
    // A test for the built-in marks it as guarded in this file.
    if (node.type === 'UnaryExpression' && node.operator === 'typeof') {
      const name = builtinOf(node.argument) ?? methodOf(node.argument);
      if (name) guarded.add(name);
    }
    if (
      node.type === 'BinaryExpression' &&
      node.operator === 'in' &&
      node.left.type === 'Literal'
    ) {
      const b = FLOOR_MISSING.find((m) => m.key === node.left.value);
      if (b) guarded.add(b.name);
    }
    const global = builtinOf(node);
    if (global) {
      // A property key or a declared name of the same spelling is not the global.
      const isKey =
        parent &&
        ((parent.type === 'MemberExpression' && parent.property === node && !parent.computed) ||
          (parent.type === 'Property' && parent.key === node && !parent.computed));
      const tested =
        parent &&
        ((parent.type === 'ConditionalExpression' && parent.test === node) ||
          (parent.type === 'LogicalExpression' && parent.left === node) ||
          (parent.type === 'IfStatement' && parent.test === node) ||
          (parent.type === 'UnaryExpression' && parent.operator === '!'));
      if (tested) guarded.add(global);
      else if (!isKey) uses.push({ offset: node.start, name: global });
    }
    if (node.type === 'CallExpression') {
      const name = methodOf(node.callee);
      if (name) uses.push({ offset: node.callee.property.start, name });
    }
  });

  const reported = new Set<string>();
  for (const use of uses) {
    if (polyfilled.includes(use.name) || guarded.has(use.name) || reported.has(use.name)) continue;
    reported.add(use.name);
    const b = FLOOR_MISSING.find((m) => m.name === use.name)!;
    const count = uses.filter((u) => u.name === use.name).length;
    problem(
      use.offset,
      `${use.name} (${b.since}), not polyfilled${count > 1 ? ` (${count} uses in the file)` : ''}`,
    );
  }
  return problems;
}

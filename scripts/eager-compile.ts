import { parseAst, type Plugin } from 'vite';
import { chunksLoadedBefore } from './chunks-loaded-before.ts';

/**
 * V8 compiles most functions lazily: a browser streaming a script compiles its top level on a
 * background thread, and each function only when it is first called, on the main thread, inside
 * whatever task calls it. On a cold visit that is most of React's and the router's code, during
 * hydration and the first tap. V8 compiles a function ahead, with the script, when the function
 * is a parenthesised expression (the "PIFE" heuristic Rolldown already uses for its module
 * wrappers, `pifeForModuleWrappers`). So each function declaration of a body becomes a
 * parenthesised expression, assigned at the top of that body, where the declaration's hoisting
 * had made it available (docs/decisions/097):
 *
 *   function f(a) { g(); function g() {} }   →   function f(a) { var g = (function () {}); g(); }
 *
 * A declaration inside a block (`if`, loops) is left as it is: its scope is the block's. Each
 * function expression and arrow is put in parentheses where it stands, `f(() => {})` becoming
 * `f((() => {}))`; methods, getters and setters cannot be, and stay lazy.
 */

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/**
 * A change to the source: the text from `at` to `end` (an insertion where they are equal) is
 * replaced. Texts are made once every change is known, as a moved declaration's text carries
 * the changes inside it.
 */
interface Edit {
  at: number;
  end: number;
  text: () => string;
  /**
   * Of insertions at one position, which goes first: a parenthesis that closes an expression
   * ending there (0), the assignments of a body's declarations (1), one that opens an
   * expression starting there (2).
   */
  rank?: number;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

function childNodes(node: Node): Node[] {
  const children: Node[] = [];
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) children.push(...value.filter(isNode));
    else if (isNode(value)) children.push(value);
  }
  return children;
}

function isDirective(statement: Node): boolean {
  return statement.type === 'ExpressionStatement' && typeof statement.directive === 'string';
}

/** The statements of a body whose function declarations are hoisted to its top, if any. */
function hoistingBody(node: Node, topLevel: boolean): { statements: Node[]; end: number } | null {
  if (node.type === 'Program') {
    return topLevel ? { statements: node.body as Node[], end: node.end } : null;
  }
  const isFunction =
    node.type === 'FunctionDeclaration' ||
    node.type === 'FunctionExpression' ||
    node.type === 'ArrowFunctionExpression';
  const body = node.body as Node | undefined;
  if (!isFunction || body?.type !== 'BlockStatement') return null;
  // Before the body's closing brace.
  return { statements: body.body as Node[], end: body.end - 1 };
}

/** A body whose function declarations are hoisted to its top, with those declarations. */
interface BodyWithDeclarations {
  statements: Node[];
  end: number;
  declarations: Node[];
}

/** The nearest character before `at` that is not white space. */
function charBefore(code: string, at: number): string {
  let index = at - 1;
  while (index >= 0 && /\s/.test(code[index] ?? '')) index -= 1;
  return code[index] ?? '';
}

/** The first character from `at` on that is not white space. */
function charFrom(code: string, at: number): string {
  let index = at;
  while (index < code.length && /\s/.test(code[index] ?? '')) index += 1;
  return code[index] ?? '';
}

/**
 * Whether V8 compiles this function expression or arrow with its script already: it stands in
 * parentheses of its own. Those of a call's arguments or of an `if` are not its own.
 */
function inItsOwnParentheses(code: string, node: Node, parent: Node): boolean {
  if (charBefore(code, node.start) !== '(' || charFrom(code, node.end) !== ')') {
    return false;
  }
  const opening = code.lastIndexOf('(', node.start - 1);
  const parenthesesOfParent =
    ((parent.type === 'CallExpression' || parent.type === 'NewExpression') &&
      (parent.arguments as Node[]).includes(node)) ||
    ['IfStatement', 'WhileStatement', 'DoWhileStatement', 'SwitchStatement'].includes(parent.type);
  // In a call's arguments, `f((() => {}))` or `f(a, (() => {}))`.
  return !parenthesesOfParent || ['(', ','].includes(charBefore(code, opening));
}

/** A method, getter, setter or constructor: written as a function, but not an expression. */
function isMethod(parent: Node): boolean {
  return (
    parent.type === 'MethodDefinition' ||
    (parent.type === 'Property' && (parent.method === true || parent.kind !== 'init'))
  );
}

/**
 * What V8 would compile on its first call, on the main thread: each body with function
 * declarations atop it (the module's own top level only with `topLevel`), and each function
 * expression or arrow not in parentheses of its own.
 */
function functionsCompiledLazily(
  code: string,
  topLevel: boolean,
): { bodies: BodyWithDeclarations[]; expressions: Node[] } {
  const bodies: BodyWithDeclarations[] = [];
  const expressions: Node[] = [];
  const pending: { node: Node; parent?: Node }[] = [{ node: parseAst(code) as unknown as Node }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { node, parent } = next;
    pending.push(...childNodes(node).map((child) => ({ node: child, parent: node })));
    const body = hoistingBody(node, topLevel);
    const declarations =
      body?.statements.filter((statement) => statement.type === 'FunctionDeclaration') ?? [];
    if (body && declarations.length > 0) bodies.push({ ...body, declarations });
    if (
      (node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression') &&
      parent &&
      !isMethod(parent) &&
      !inItsOwnParentheses(code, node, parent)
    ) {
      expressions.push(node);
    }
  }
  return { bodies, expressions };
}

/**
 * The module's function declarations as parenthesised expressions, and its function
 * expressions and arrows in parentheses. `topLevel` includes the module's own top level, whose
 * declarations another module may call before this one has run when the two import each other;
 * the caller knows whether they do.
 */
export function parenthesiseFunctions(
  code: string,
  { topLevel }: { topLevel: boolean },
): { code: string; functions: number } {
  const edits: Edit[] = [];
  // The text from start to end with the changes inside it made.
  const changed = (start: number, end: number): string => {
    let text = '';
    let cursor = start;
    for (const edit of edits) {
      if (edit.at < cursor || edit.end > end) continue;
      text += code.slice(cursor, edit.at) + edit.text();
      cursor = edit.end;
    }
    return text + code.slice(cursor, end);
  };

  const { bodies, expressions } = functionsCompiledLazily(code, topLevel);
  let functions = expressions.length;
  for (const expression of expressions) {
    edits.push({ at: expression.start, end: expression.start, text: () => '(', rank: 2 });
    edits.push({ at: expression.end, end: expression.end, text: () => ')', rank: 0 });
  }
  for (const body of bodies) {
    const { declarations } = body;
    functions += declarations.length;
    for (const declaration of declarations) {
      edits.push({ at: declaration.start, end: declaration.end, text: () => '' });
    }
    // After the directives ("use strict") and, at a module's top, its imports.
    const first = body.statements.find(
      (statement) => !isDirective(statement) && statement.type !== 'ImportDeclaration',
    );
    const at = first?.start ?? body.end;
    edits.push({
      at,
      end: at,
      text: () => {
        const assignments = declarations.map((declaration) => {
          const id = declaration.id as Node;
          // Without its name the expression binds nothing of its own, so a name the function
          // assigns to itself (`f = …` inside f) still reaches the variable, as it reached the
          // declaration's binding; the variable's name becomes the function's `name`.
          // (Before the name stand only keywords: `function`, `async function*`.)
          const anonymous =
            code.slice(declaration.start, id.start).trimEnd() + changed(id.end, declaration.end);
          return `${code.slice(id.start, id.end)}=(${anonymous})`;
        });
        return `var ${assignments.join(',')};`;
      },
      rank: 1,
    });
  }
  // At one position insertions come before the removal of the declaration starting there.
  edits.sort((a, b) => a.at - b.at || a.end - b.end || (a.rank ?? 0) - (b.rank ?? 0));
  return { code: changed(0, code.length), functions };
}

/**
 * The functions V8 would compile on their first call, for the tests to check the build: the
 * names of the declarations atop a function body (and, with `topLevel`, atop the module), and
 * the opening text of each function expression or arrow not in parentheses of its own.
 */
export function functionsCompiledOnFirstCall(
  code: string,
  { topLevel }: { topLevel: boolean },
): { declarations: string[]; expressions: string[] } {
  const { bodies, expressions } = functionsCompiledLazily(code, topLevel);
  return {
    declarations: bodies.flatMap(({ declarations }) =>
      declarations.map((declaration) => (declaration.id as Node).name as string),
    ),
    expressions: expressions.map(({ start, end }) => code.slice(start, Math.min(end, start + 30))),
  };
}

/** The browser build's chunks, once written and minified, with their functions compiled ahead. */
export function eagerCompile(): Plugin {
  return {
    name: 'eager-compile',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          // A chunk that loads itself before it runs is in an import cycle.
          const inCycle = chunksLoadedBefore(bundle, chunk.fileName).has(chunk.fileName);
          chunk.code = parenthesiseFunctions(chunk.code, { topLevel: !inCycle }).code;
        }
      },
    },
  };
}

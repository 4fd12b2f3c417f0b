import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import {
  eagerCompile,
  functionsCompiledOnFirstCall,
  parenthesiseFunctions,
} from './eager-compile.ts';

const declarationsAtTop = (code: string) =>
  functionsCompiledOnFirstCall(code, { topLevel: true }).declarations;
const lazyExpressions = (code: string) =>
  functionsCompiledOnFirstCall(code, { topLevel: true }).expressions;

/** Runs `code` as a module and gives its exports. */
async function run(code: string): Promise<Record<string, unknown>> {
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

const module = `
export const early = outer(2);
function outer(a) {
  return inner(a) + once();
  function inner(b) { return b * deep(); function deep() { return 10; } }
}
function once() { once = () => 0; return 1; }
function twice(x) { function double(y) { return y * 2; } return double(x); }
function strictThis() { 'use strict'; return self(); function self() { return this; } }
function blockScoped(flag) { if (flag) { function local() { return 'block'; } return local(); } }
export const arrow = () => { return q(); async function* q() {} };
export const method = { m() { return k.name; function k() {} } };
// Rolldown writes a chunk's exports as a list; a declaration exported where it stands keeps its form.
export function exportedInPlace() { return 'in place'; }
export { outer, once, twice, strictThis, blockScoped };
const pass = (f) => f;
export const expressions = {
  argument: pass(function () { return 'argument'; }),
  inParentheses: pass((() => 'in parentheses')),
  curried: (a) => (b) => a + b,
  named: function named() { return typeof named; },
  property: { arrow: () => 'property' },
  getter: { get value() { return 'getter'; } },
  klass: class { method() { return 'method'; } static field = () => 'field'; },
};
`;

describe('function declarations as parenthesised expressions', () => {
  const { code, functions } = parenthesiseFunctions(module, { topLevel: true });

  it('turns every declaration atop a function or the module into an expression', () => {
    expect(declarationsAtTop(module).sort()).toEqual([
      'blockScoped',
      'deep',
      'double',
      'inner',
      'k',
      'once',
      'outer',
      'q',
      'self',
      'strictThis',
      'twice',
    ]);
    expect(declarationsAtTop(code)).toEqual([]);
    expect(functions).toBe(20);
    expect(code).toMatch(/var outer=\(function\(a\) \{\s*var inner=\(function\(b\)/);
  });

  it('puts every function expression and arrow in parentheses, but methods', () => {
    expect(lazyExpressions(module)).toHaveLength(9);
    expect(lazyExpressions(code)).toEqual([]);
    expect(code).toContain("argument: pass((function () { return 'argument'; }))");
    expect(code).toContain("inParentheses: pass((() => 'in parentheses'))");
    expect(code).toContain('curried: ((a) => ((b) => a + b))');
    expect(code).toContain("get value() { return 'getter'; }");
    expect(code).toContain("method() { return 'method'; }");
  });

  it('keeps what the module does: hoisting, names, self-assignment, strict mode', async () => {
    const before = await run(module);
    const after = await run(code);
    for (const exports of [before, after]) {
      expect(exports.early).toBe(21);
      expect((exports.outer as (a: number) => number)(3)).toBe(30);
      expect((exports.once as () => number)()).toBe(0);
      expect((exports.twice as (x: number) => number)(4)).toBe(8);
      expect((exports.outer as { name: string }).name).toBe('outer');
      expect((exports.strictThis as () => unknown)()).toBeUndefined();
      expect((exports.blockScoped as (flag: boolean) => string)(true)).toBe('block');
      expect(Object.prototype.toString.call((exports.arrow as () => unknown)())).toBe(
        '[object AsyncGenerator]',
      );
      expect((exports.method as { m: () => string }).m()).toBe('k');
      expect((exports.exportedInPlace as () => string)()).toBe('in place');
      const expressions = exports.expressions as {
        argument: () => string;
        inParentheses: () => string;
        curried: (a: number) => (b: number) => number;
        named: () => string;
        property: { arrow: () => string };
        getter: { value: string };
        klass: (new () => { method: () => string }) & { field: () => string };
      };
      expect(expressions.argument()).toBe('argument');
      expect(expressions.inParentheses()).toBe('in parentheses');
      expect(expressions.curried(1)(2)).toBe(3);
      expect(expressions.named()).toBe('function');
      // A name given by where the function stands reaches it through the parentheses.
      expect(expressions.property.arrow.name).toBe('arrow');
      expect(expressions.getter.value).toBe('getter');
      expect(new expressions.klass().method()).toBe('method');
      expect(expressions.klass.field.name).toBe('field');
    }
  });

  it('leaves a declaration inside a block where it is, its scope being the block', () => {
    expect(code).toContain("function local() { return 'block'; }");
  });

  it('leaves the module’s top level as it is when asked to', () => {
    const inner = parenthesiseFunctions(module, { topLevel: false }).code;
    expect(declarationsAtTop(inner).sort()).toEqual([
      'blockScoped',
      'once',
      'outer',
      'strictThis',
      'twice',
    ]);
  });
});

describe('the build step', () => {
  /** Runs the plugin's hook over chunks named with what they import, as Vite does last. */
  function afterBundle(chunks: Record<string, { imports: string[]; code: string }>) {
    const bundle = Object.fromEntries(
      Object.entries(chunks).map(([fileName, chunk]) => [
        fileName,
        { type: 'chunk', fileName, ...chunk },
      ]),
    ) as unknown as OutputBundle;
    const hook = eagerCompile().generateBundle as { handler: (...args: unknown[]) => void };
    hook.handler.call({}, {}, bundle, false);
    return (fileName: string) => (bundle[fileName] as OutputChunk).code;
  }

  it('leaves the top level of chunks that import each other as it is', () => {
    const code = 'function f() { return g(); function g() {} } export { f };';
    const chunk = afterBundle({
      'a.js': { imports: ['b.js'], code },
      'b.js': { imports: ['c.js'], code },
      'c.js': { imports: ['a.js'], code },
      'page.js': { imports: ['a.js'], code },
    });
    for (const cyclic of ['a.js', 'b.js', 'c.js']) {
      expect(declarationsAtTop(chunk(cyclic))).toEqual(['f']);
    }
    expect(declarationsAtTop(chunk('page.js'))).toEqual([]);
  });
});

import type { z } from 'zod';

/**
 * Compiled answer checks (issue 9): a JSON answer's check and strip in one
 * pass, generated once per endpoint from the contract's response schema.
 *
 * Before, every answer went through `endpoint.response.parse()`. The
 * compiled function walks the handler's value once, checks each declared
 * value exactly as zod does and copies it into fresh plain objects and arrays
 * that hold the declared keys only (in the schema's order, an absent optional
 * as `undefined`, which JSON.stringify leaves out as zod's output does), so
 * undeclared columns cannot leave the server by construction. Any value zod
 * would refuse makes it throw, as the parse did (the route answers 系统繁忙).
 * The copy has one fixed shape per schema object, which V8's JSON.stringify
 * writes on its fast path; a compiled serialiser that builds the JSON text in
 * JavaScript (tried, and fast-json-stringify) was no faster than
 * JSON.stringify on these answers of mostly Chinese text, once the text is
 * encoded for the socket (docs/decisions.md).
 *
 * It covers what the contract's response schemas use: plain (stripping)
 * objects, strings, finite numbers, booleans, arrays, enums, literals, unions
 * of literals, optional and nullable, all without refinements. Any other
 * schema (a transform, a default, a refinement, a format such as z.int() or
 * z.email(), a record, a loose or strict object, …) compiles to `undefined`
 * and its endpoint keeps zod's parse. response-check.test.ts holds the
 * JSON of the two equal, byte for byte, over every endpoint of the contract.
 */

/** The answer's body: `common` first, then the declared data. Throws ResponseMismatch. */
export type BodyCheck = (value: unknown, common: object) => Record<string, unknown>;

class Unsupported extends Error {}

/** Thrown by a compiled check for a value its schema refuses. */
export class ResponseMismatch extends Error {
  constructor(where: string) {
    super(`answer does not match its contract at ${where}`);
    this.name = 'ResponseMismatch';
  }
}

// biome-ignore lint/suspicious/noExplicitAny: zod's internal definitions are untyped here.
type Def = any;

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** No refinements, formats or coercion: the plain type alone. */
function plain(def: Def) {
  if ((def.checks && def.checks.length > 0) || def.format !== undefined || def.coerce || def.check !== undefined)
    throw new Unsupported(def.type);
}

/** The set of values an enum, a literal or a union of them allows; undefined when it is not one. */
function literalValues(schema: z.ZodType): unknown[] | undefined {
  const def = defOf(schema);
  if (def.type === 'enum') {
    plain(def);
    return Object.values(def.entries);
  }
  if (def.type === 'literal') {
    plain(def);
    return [...def.values];
  }
  if (def.type === 'union') {
    plain(def);
    const all: unknown[] = [];
    for (const option of def.options as z.ZodType[]) {
      const values = literalValues(option);
      if (!values) return undefined;
      all.push(...values);
    }
    return all;
  }
  return undefined;
}

class Compiler {
  private readonly parts: string[] = [];
  /** Constants the generated code refers to (the value sets of enums and literals). */
  readonly constants: unknown[] = [];
  private objects = new Map<z.ZodType, string>();
  private next = 0;

  private constant(value: unknown) {
    this.constants.push(value);
    return `k[${this.constants.length - 1}]`;
  }

  private name(prefix: string) {
    this.next += 1;
    return `${prefix}${this.next}`;
  }

  private fail(where: string) {
    return `throw new M(${JSON.stringify(where)});`;
  }

  /**
   * Code that checks `x` (a variable) and assigns its copy to `out` (a declared variable), or throws.
   * Optional is handled by the object's property, never here.
   */
  value(schema: z.ZodType, x: string, out: string, where: string): string {
    const def = defOf(schema);
    switch (def.type) {
      case 'string':
        plain(def);
        return `if (typeof ${x} !== 'string') ${this.fail(where)} ${out} = ${x};`;
      case 'number':
        plain(def);
        return `if (typeof ${x} !== 'number' || !F(${x})) ${this.fail(where)} ${out} = ${x};`;
      case 'boolean':
        plain(def);
        return `if (${x} !== true && ${x} !== false) ${this.fail(where)} ${out} = ${x};`;
      case 'nullable':
        plain(def);
        if (defOf(def.innerType).type === 'optional') throw new Unsupported('nullable optional');
        return `if (${x} === null) ${out} = null; else { ${this.value(def.innerType, x, out, where)} }`;
      case 'array': {
        plain(def);
        const i = this.name('i');
        const e = this.name('e');
        const r = this.name('r');
        const list = this.name('l');
        const element = this.value(def.element, e, r, `${where}[]`);
        return (
          `if (!A(${x})) ${this.fail(where)} const ${list} = [];` +
          `for (let ${i} = 0; ${i} < ${x}.length; ${i}++) { const ${e} = ${x}[${i}]; let ${r}; ${element} ${list}.push(${r}); }` +
          ` ${out} = ${list};`
        );
      }
      case 'object':
        return `${out} = ${this.object(schema, where, false)}(${x});`;
      case 'enum':
      case 'literal':
      case 'union': {
        const values = literalValues(schema);
        if (!values) throw new Unsupported(def.type);
        for (const v of values)
          if (typeof v !== 'string' && !(typeof v === 'number' && Number.isFinite(v)))
            throw new Unsupported(`${def.type} of ${typeof v}`);
        return `if (!${this.constant(new Set(values))}.has(${x})) ${this.fail(where)} ${out} = ${x};`;
      }
      default:
        throw new Unsupported(def.type);
    }
  }

  /**
   * The name of a generated function that checks an object and returns its copy;
   * the answer's own object (`top`) takes `common` as its first key.
   */
  object(schema: z.ZodType, where: string, top: boolean): string {
    const known = top ? undefined : this.objects.get(schema);
    if (known) return known;
    const def = defOf(schema);
    if (def.type !== 'object') throw new Unsupported(def.type);
    plain(def);
    // A loose object passes undeclared keys through; a strict one refuses them: neither is a plain strip.
    if (def.catchall !== undefined) throw new Unsupported('catchall');
    const fn = this.name('o');
    if (!top) this.objects.set(schema, fn);
    const code: string[] = [
      `function ${fn}(x${top ? ', common' : ''}) {`,
      `if (typeof x !== 'object' || x === null || A(x)) ${this.fail(where || '(answer)')}`,
    ];
    const copy: string[] = top ? ['common: common'] : [];
    for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
      // A quoted __proto__ in an object literal would set the prototype, not a key.
      if (key === '__proto__') throw new Unsupported('__proto__');
      const at = where ? `${where}.${key}` : key;
      const v = this.name('v');
      const r = this.name('r');
      let inner = field;
      let optional = false;
      if (defOf(inner).type === 'optional') {
        plain(defOf(inner));
        optional = true;
        inner = defOf(inner).innerType;
        if (defOf(inner).type === 'optional') throw new Unsupported('optional optional');
      }
      code.push(
        `const ${v} = x[${JSON.stringify(key)}]; let ${r};`,
        optional
          ? `if (${v} !== undefined) { ${this.value(inner, v, r, at)} }`
          : `if (${v} === undefined) ${this.fail(at)} ${this.value(inner, v, r, at)}`,
      );
      copy.push(`${JSON.stringify(key)}: ${r}`);
    }
    code.push(`return { ${copy.join(', ')} }; }`);
    this.parts.push(code.join('\n'));
    return fn;
  }

  source(top: string) {
    return `${this.parts.join('\n')}\nreturn ${top};`;
  }
}

/** Compiles an object schema's check; undefined when the compiler does not cover it. */
function compileObject<F>(schema: z.ZodType, top: boolean): F | undefined {
  const compiler = new Compiler();
  let fn: string;
  try {
    if (defOf(schema).type !== 'object') return undefined;
    // The data sits next to `common` in the body; a `common` of its own would replace it.
    if (top && 'common' in defOf(schema).shape) return undefined;
    fn = compiler.object(schema, '', top);
  } catch (err) {
    if (err instanceof Unsupported) return undefined;
    throw err;
  }
  // The source is built from fixed code and the schema's own keys, each through JSON.stringify.
  const make = new Function('F', 'A', 'M', 'k', compiler.source(fn)) as (...args: unknown[]) => F;
  return make(Number.isFinite, Array.isArray, ResponseMismatch, compiler.constants);
}

/**
 * The compiled check of a response schema, or undefined when the schema uses
 * anything the compiler does not cover (that endpoint keeps zod's parse).
 */
export function compileResponseCheck(schema: z.ZodType): BodyCheck | undefined {
  return compileObject<BodyCheck>(schema, true);
}

/** The compiled check of one object inside an answer (a site of a list): its checked copy, or throws. */
export function compileObjectCheck(schema: z.ZodType): ((value: unknown) => Record<string, unknown>) | undefined {
  return compileObject(schema, false);
}

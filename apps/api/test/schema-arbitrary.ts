import fc from 'fast-check';
import { badNumbers, badStrings, jsonSchemaOf, leavesOf, withValueAt } from './route-fuzz.ts';

/**
 * fast-check arbitraries made from the shared zod schemas, through their JSON Schema (`z.toJSONSchema`): the bridges
 * from zod to fast-check (zod-fast-check) are written for zod 3 and fast-check 3, and this project runs zod 4 and
 * fast-check 4. What JSON Schema cannot say (refinements, transforms) is left to the server to refuse, as a 4xx.
 */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
};

/** Strings of every kind: printable, any UTF-16 unit (lone surrogates, NUL), and the values that broke things before. */
const anyString = (minLength = 0, maxLength = 40) =>
  fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: 'binary', minLength, maxLength }),
    fc.constantFrom(...badStrings),
  );

const day = 24 * 3600_000;
/** Dates of four centuries around now, and some far outside. */
const anyDate = fc.oneof(
  fc.date({
    min: new Date(Date.now() - 200 * 365 * day),
    max: new Date(Date.now() + 200 * 365 * day),
    noInvalidDate: true,
  }),
  fc.date({ noInvalidDate: true }),
);

function stringOf(js: JsonSchema): fc.Arbitrary<string> {
  const minLength = js.minLength ?? 0;
  const maxLength = Math.min(js.maxLength ?? minLength + 60, minLength + 200);
  if (js.format === 'email') return fc.oneof(fc.emailAddress(), anyString());
  if (js.format === 'date')
    return fc.oneof(
      anyDate.map((date) => date.toISOString().slice(0, 10)),
      anyString(),
    );
  if (js.format === 'date-time')
    return fc.oneof(
      anyDate.map((date) => date.toISOString()),
      anyString(),
    );
  if (js.pattern) {
    let pattern: RegExp | undefined;
    try {
      pattern = new RegExp(js.pattern, 'u');
    } catch {
      pattern = undefined;
    }
    if (pattern) return fc.oneof(fc.stringMatching(pattern), anyString(minLength, maxLength));
  }
  return fc.oneof({ weight: 4, arbitrary: fc.string({ minLength, maxLength }) }, { weight: 1, arbitrary: anyString() });
}

function numberOf(js: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = js.minimum ?? (js.exclusiveMinimum === undefined ? undefined : js.exclusiveMinimum + (integer ? 1 : 0));
  const max = js.maximum ?? (js.exclusiveMaximum === undefined ? undefined : js.exclusiveMaximum - (integer ? 1 : 0));
  const inRange = integer
    ? fc.integer({
        min: Math.max(min ?? -(2 ** 31), Number.MIN_SAFE_INTEGER),
        max: Math.min(max ?? 2 ** 31 - 1, Number.MAX_SAFE_INTEGER),
      })
    : fc.double({ noNaN: true, noDefaultInfinity: true, min: min ?? -1e9, max: max ?? 1e9 });
  return fc.oneof({ weight: 4, arbitrary: inRange }, { weight: 1, arbitrary: fc.constantFrom(...badNumbers) });
}

/** Values shaped by a JSON schema: right types and keys, lengths and ranges, mostly; not every refinement. */
export function arbitraryOf(js: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!js || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  if (js.const !== undefined) return fc.constant(js.const);
  if (js.enum?.length) return fc.constantFrom(...js.enum);
  const variants = js.anyOf ?? js.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => arbitraryOf(variant, depth + 1)));
  if (js.allOf?.length)
    return fc
      .tuple(...js.allOf.map((part) => arbitraryOf(part, depth + 1)))
      .map((parts) => Object.assign({}, ...parts.filter((part) => part && typeof part === 'object')));
  if (Array.isArray(js.type)) return fc.oneof(...js.type.map((type) => arbitraryOf({ ...js, type }, depth + 1)));
  switch (js.type) {
    case 'object': {
      const properties = js.properties ?? {};
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, inner]) => [key, arbitraryOf(inner, depth + 1)]),
      );
      return fc.record(shape, { requiredKeys: (js.required ?? []).filter((key) => key in properties) });
    }
    case 'array': {
      const minLength = js.minItems ?? 0;
      return fc.array(arbitraryOf(js.items, depth + 1), {
        minLength,
        maxLength: Math.min(js.maxItems ?? minLength + 4, minLength + 6),
      });
    }
    case 'string':
      return stringOf(js);
    case 'integer':
      return numberOf(js, true);
    case 'number':
      return numberOf(js, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** What replaces one value of a body: any JSON, a value that broke things before, or nothing (the key left out). */
const replacement = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom<unknown>(...badStrings, ...badNumbers, null, true, [], {}),
  fc.constant(undefined),
);

/** `base` with one of its values (picked by the generated index) replaced, removed or given a wrong type. */
export function mutationsOf(base: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(base, fc.nat(), replacement).map(([value, index, replaced]) => {
    const leaves = leavesOf(value);
    if (leaves.length === 0) return replaced;
    return withValueAt(value, leaves[index % leaves.length]!, replaced);
  });
}

/**
 * Bodies for a route: shaped by its schema, the same with one value broken, a valid body (`valid`, which reaches the
 * route's deeper code) with one value broken, and any JSON at all.
 */
export function bodiesFor(schema: unknown, valid: unknown): fc.Arbitrary<unknown> {
  const shaped = arbitraryOf(jsonSchemaOf(schema) as JsonSchema | undefined);
  const arbitraries: fc.Arbitrary<unknown>[] = [shaped, mutationsOf(shaped), fc.jsonValue({ maxDepth: 3 })];
  if (valid !== undefined) arbitraries.push(mutationsOf(fc.constant(valid)), fc.constant(valid));
  return fc.oneof(...arbitraries);
}

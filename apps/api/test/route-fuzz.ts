import type { RouteOptions } from 'fastify';
import { z } from 'zod';

/** Values that reached the database or the code as 500s before: each must answer a 4xx (or a 2xx) wherever it goes. */
export const badStrings = [
  'a\u0000b',
  '\u0000',
  '99999999999',
  '2147483648',
  '-1',
  '1.5',
  '1e999',
  '__proto__',
  'constructor',
  'toString',
  '275760-09-13',
  '0000-01-01',
  '275760-09-13T00:00:00.000Z',
  '0000-01-01T00:00:00Z',
  '\u202Eevil',
];
/** A valid session body, for the tests that walk every route and need one session to exist. */
export const plainSession = {
  name: 'Route walk session',
  year: 2031,
  startDate: '2031-01-01T00:00:00Z',
  endDate: '2031-03-01T00:00:00Z',
  passScore: 50,
  candidatesToSelect: 10,
  completionNotice: { en: 'x', fr: 'x', it: 'x' },
  applicationGuidelines: { en: 'x', fr: 'x', it: 'x' },
};

export const badNumbers = [2147483648, 99999999999, -2147483649, 1.5, -1, 0, 1e308, Number.MAX_SAFE_INTEGER];

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  default?: unknown;
};

export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const patternCandidates = ['abc123', 'Abcdef', '+237 650 00 00 00', '650000000', 'x'];

function sampleString(js: JsonSchema): string {
  if (js.format === 'email') return 'fuzz@example.org';
  if (js.format === 'date') return '2001-02-03';
  if (js.format === 'date-time') return '2031-06-01T08:00:00Z';
  if (js.format === 'uri') return 'https://example.org';
  const long = 'abcdefghij'.repeat(Math.ceil((js.minLength ?? 1) / 10) + 1);
  if (js.pattern) {
    const pattern = new RegExp(js.pattern, 'u');
    const fit = [long, ...patternCandidates].find((candidate) => pattern.test(candidate));
    if (fit) return fit;
  }
  return long.slice(0, Math.max(js.minLength ?? 0, 8));
}

/** A plausible instance of a JSON schema: refinements may still refuse it, which is fine for a fuzz. */
export function sampleOf(js: JsonSchema | undefined): unknown {
  if (!js) return undefined;
  if (js.const !== undefined) return js.const;
  if (js.enum?.length) return js.enum[0];
  const variants = js.anyOf ?? js.oneOf;
  if (variants?.length) return sampleOf(variants.find((v) => v.type !== 'null') ?? variants[0]);
  if (js.allOf?.length) return Object.assign({}, ...js.allOf.map((part) => sampleOf(part) as object));
  const type = Array.isArray(js.type) ? js.type.find((t) => t !== 'null') : js.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(js.properties ?? {}).map(([key, inner]) => [key, sampleOf(inner)]));
    case 'array':
      return Array.from({ length: Math.max(js.minItems ?? 1, 1) }, () => sampleOf(js.items));
    case 'string':
      return sampleString(js);
    case 'integer':
    case 'number':
      return js.minimum ?? (js.exclusiveMinimum !== undefined ? js.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return js.default ?? 'x';
  }
}

type Path = (string | number)[];

/** Every leaf of a sample (strings, numbers, booleans, nulls) with its path. */
export function leavesOf(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leavesOf(item, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => leavesOf(inner, [...path, key]));
  return [path];
}

export function withValueAt(sample: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  let cursor = copy;
  for (const key of path.slice(0, -1)) cursor = cursor[key] as Record<string | number, unknown>;
  cursor[path.at(-1)!] = value;
  return copy;
}

/** Each mutation of a body sample: every leaf replaced by every bad value of both kinds. */
export function bodyMutations(sample: unknown): unknown[] {
  const bodies: unknown[] = [{ __proto__: { polluted: true } }, { constructor: { prototype: { polluted: true } } }];
  for (const path of leavesOf(sample)) {
    for (const value of [...badStrings, ...badNumbers]) bodies.push(withValueAt(sample, path, value));
  }
  return bodies;
}

/** `/users/:id/role` with each parameter replaced by a value (others by `fallback`). */
export function pathVariants(url: string, values: string[], fallback: (name: string) => string): string[] {
  const names = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const fill = (name: string, value: string) =>
    url.replace(/:(\w+)/g, (_, other: string) => encodeURIComponent(other === name ? value : fallback(other)));
  return names.flatMap((name) => values.map((value) => fill(name, value)));
}

export const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);

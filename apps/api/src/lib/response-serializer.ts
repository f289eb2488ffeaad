import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as checkingSerializer } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * Whether fast-json-stringify can write this JSON schema exactly as the zod schema's check followed by
 * `JSON.stringify` would: every object lists its properties and admits no others (it then writes those only), and
 * nothing it cannot write as written (references, `not`, conditionals, tuples).
 */
function writableExactly(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return typeof schema === 'boolean' ? schema : false;
  const js = schema as JsonSchema;
  for (const key of ['$ref', 'not', 'prefixItems', 'patternProperties', 'dependentSchemas'])
    if (key in js) return false;
  // Only the choice `withKeyedUnion` writes: by the keys present.
  if ('if' in js || 'then' in js || 'else' in js) {
    const choice = js.if as JsonSchema | undefined;
    const keyed = choice && Object.keys(choice).every((key) => key === 'type' || key === 'required');
    if (!keyed || !writableExactly(js.then) || !writableExactly(js.else)) return false;
  }
  const types = [js.type].flat();
  if (types.includes('object') || 'properties' in js) {
    // A record (`additionalProperties` a schema, no properties) declares every key; an object declares its own.
    const record = typeof js.additionalProperties === 'object' && !js.properties;
    if (!record && js.additionalProperties !== false) return false;
    if (record && !writableExactly(js.additionalProperties)) return false;
    for (const inner of Object.values((js.properties ?? {}) as Record<string, unknown>))
      if (!writableExactly(inner)) return false;
  }
  if ('items' in js && !writableExactly(js.items)) return false;
  // A union is written by the first branch its value validates against: an object with an undeclared key would
  // match no branch. Unions keep the check.
  for (const key of ['anyOf', 'oneOf', 'allOf']) if (key in js) return false;
  return true;
}

/** The schema with `change` applied to each of its objects, the innermost first. */
function rewritten(schema: unknown, change: (js: JsonSchema) => JsonSchema): unknown {
  if (Array.isArray(schema)) return schema.map((item) => rewritten(item, change));
  if (typeof schema !== 'object' || schema === null) return schema;
  return change(
    Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, rewritten(value, change)])) as JsonSchema,
  );
}

const isNull = (schema: unknown) => (schema as JsonSchema | undefined)?.type === 'null';

/**
 * zod writes a nullable value as `anyOf: [schema, { type: 'null' }]`, which fast-json-stringify resolves on every
 * value by validating it against each branch (an object with a key its branch does not declare then matches
 * neither); `nullable: true` on the schema itself says the same and is written directly.
 */
function withNullable(js: JsonSchema): JsonSchema {
  const variants = js.anyOf as unknown[] | undefined;
  if (variants?.length === 2 && variants.some(isNull)) {
    const { anyOf: _, ...rest } = js;
    const other = variants.find((variant) => !isNull(variant)) as JsonSchema;
    if (!('anyOf' in other) && !('nullable' in other)) return { ...rest, ...other, nullable: true };
  }
  return js;
}

const objectBranch = (schema: unknown): schema is JsonSchema & { properties: object; required: string[] } =>
  typeof schema === 'object' &&
  schema !== null &&
  'properties' in schema &&
  Array.isArray((schema as JsonSchema).required);

/**
 * zod writes a union as `anyOf`, which fast-json-stringify resolves by validating the value against each branch: an
 * object with a key its branch does not declare then matches none. A union of objects each requiring a key that no
 * other branch declares (the sign-in's answer: signed in, or the second factor's challenge) is written as `if` those
 * keys are present `then` that branch `else` the next: the branch zod's check takes for any value it accepts.
 */
function withKeyedUnion(js: JsonSchema): JsonSchema {
  const branches = js.anyOf as unknown[] | undefined;
  if (!branches || branches.length < 2 || !branches.every(objectBranch)) return js;
  const declared = (branch: JsonSchema) => Object.keys(branch.properties as object);
  const own = branches.map((branch) =>
    branch.required.filter((key) => branches.every((other) => other === branch || !declared(other).includes(key))),
  );
  if (own.some((keys) => keys.length === 0)) return js;
  const { anyOf: _, ...rest } = js;
  const choose = (at: number): JsonSchema =>
    at === branches.length - 1
      ? (branches[at] as JsonSchema)
      : // biome-ignore lint/suspicious/noThenProperty: JSON Schema's keyword, in a schema that is never awaited.
        { if: { type: 'object', required: own[at] }, then: branches[at], else: choose(at + 1) };
  return { ...rest, ...choose(0) };
}

/**
 * An answer's schema compiled once into a function that writes its JSON (fast-json-stringify), or undefined when it
 * cannot be: its zod schema transforms values, or holds what JSON Schema cannot say, or an object that admits
 * undeclared keys. What the compiled function writes is what the schema declares and nothing else: a property of
 * the value that the schema does not name (a password hash, a token version) is never written, as zod's check
 * stripped it before.
 */
export function compileAnswer(schema: z.ZodType): ((value: unknown) => string) | undefined {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
      cycles: 'throw',
    }) as JsonSchema;
  } catch {
    return undefined;
  }
  json = rewritten(rewritten(json, withNullable), withKeyedUnion) as JsonSchema;
  if (!writableExactly(json)) return undefined;
  try {
    return fastJson(json as unknown as Parameters<typeof fastJson>[0]) as (value: unknown) => string;
  } catch {
    return undefined;
  }
}

/**
 * The writer of one answer's schema, compiled on its first answer, for a route whose answer takes one of several
 * declared shapes (`reply.serializer(answerWriter(shape))`): what `answerSerializerCompiler` writes for a route's
 * own schema, the check where it cannot be compiled exactly.
 */
export function answerWriter(schema: z.ZodType): (value: unknown) => string {
  let write: ((value: unknown) => string) | undefined;
  return (value: unknown) => {
    write ??= compileAnswer(schema) ?? checkingSerializer({ schema, method: 'GET', url: '', httpStatus: '200' });
    return write(value);
  };
}

/**
 * The API's answers written by the function compiled from their schema (on the route's first answer): a zod check and `JSON.stringify`
 * on every answer cost 3 % of a small read and 9 % of a list (decision 502). An answer whose schema cannot be
 * compiled exactly keeps the check (fastify-type-provider-zod's serializer).
 */
export const answerSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  // Compiled on the route's first answer, not at start: the 190 answers compiled at once took about 0.2 s
  // of a restarted server's start.
  let write: ((value: unknown) => string) | undefined;
  return (value: unknown) => {
    write ??=
      (route.schema instanceof z.ZodType ? compileAnswer(route.schema) : undefined) ?? checkingSerializer(route);
    return write(value);
  };
};

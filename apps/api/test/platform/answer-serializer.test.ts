import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileAnswer } from '../../src/lib/response-serializer.ts';
import { arbitraryOf } from '../schema-arbitrary.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';

/**
 * Every answer of the API is written by a function compiled from its schema (lib/response-serializer.ts) instead of
 * zod's check and JSON.stringify. Both must write the same text for every value the check accepts, and so never a
 * key that the schema does not declare: each object of each value gets keys of its own that the answer must drop.
 * One seed in `npm test`; FUZZ_SEED=random explores further.
 */
const seed = process.env.FUZZ_SEED === 'random' ? undefined : Number(process.env.FUZZ_SEED ?? 20_261_125);
const UNDECLARED = 'undeclared-secret';

let t: TestApp;
let student: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  student = await t.createUser();
});
afterAll(() => t.close());

type Answer = { route: string; status: string; schema: z.ZodType };
function answers(): Answer[] {
  return t.app.routeTable.flatMap((route: RouteOptions) =>
    Object.entries((route.schema?.response ?? {}) as Record<string, unknown>)
      .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
      // A list with two views declares their union; each view is written by its own schema (pagedViews).
      .flatMap(([status, schema]) =>
        (schema instanceof z.ZodUnion ? (schema.options as z.ZodType[]) : [schema]).map((shape, index, shapes) => ({
          route: `${[route.method].flat().join(',')} ${route.url}${shapes.length > 1 ? ` (view ${index + 1})` : ''}`,
          status,
          schema: shape,
        })),
      ),
  );
}

/** The value with keys no schema declares added to each of its objects (a password hash, a token version…). */
function withUndeclared(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withUndeclared);
  if (value === null || typeof value !== 'object') return value;
  const copy = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withUndeclared(inner)]));
  return { ...copy, passwordHash: UNDECLARED, tokenVersion: 7 };
}

describe('answers written by their compiled schema', () => {
  it('compile for every answer the API declares (none falls back to the check)', () => {
    const all = answers();
    expect(all.length).toBeGreaterThan(100);
    const checked = all.filter((answer) => !compileAnswer(answer.schema)).map((a) => `${a.route} ${a.status}`);
    expect(checked).toEqual([]);
  });

  it('write what the check and JSON.stringify wrote, and never an undeclared key', () => {
    const untried: string[] = [];
    let dropped = 0;
    for (const answer of answers()) {
      let tried = 0;
      const write = compileAnswer(answer.schema)!;
      const shaped = arbitraryOf(z.toJSONSchema(answer.schema, { io: 'output', unrepresentable: 'any' }) as never);
      fc.assert(
        fc.property(shaped, (generated) => {
          // A record (an evaluation's marks by criterion) declares every key: a key added to it is a mark the check
          // refuses (and a strict object, the rubric, refuses any key it does not name). Such a value is compared as
          // the check wrote it, without keys added.
          const opened = answer.schema.safeEncode(withUndeclared(generated));
          const checked = opened.success ? opened : answer.schema.safeEncode(generated);
          // What the check refuses was a 500 before and is no answer now: the code's mistake, not a value to write.
          if (!checked.success) return;
          tried += 1;
          if (!opened.success) {
            expect(write(checked.data), answer.route).toBe(JSON.stringify(checked.data));
            return;
          }
          // The check also trims text (zod's trim): the answers' text was trimmed when it was written, so the value
          // compared is one the check leaves as it is, with undeclared keys again.
          const value = withUndeclared(checked.data);
          expect(JSON.stringify(answer.schema.encode(value))).toBe(JSON.stringify(checked.data));
          const written = write(value);
          expect(written, answer.route).toBe(JSON.stringify(checked.data));
          // Only a part the schema leaves open (`z.unknown()`: the audit's before and after) keeps such keys.
          if (!JSON.stringify(checked.data).includes(UNDECLARED)) {
            expect(written).not.toContain(UNDECLARED);
            dropped += 1;
          }
        }),
        { seed, numRuns: 60, endOnFailure: true },
      );
      if (tried === 0) untried.push(`${answer.route} ${answer.status}`);
    }
    // Every answer was compared on some value, and most dropped the undeclared keys.
    expect(untried).toEqual([]);
    expect(dropped).toBeGreaterThan(answers().length * 10);
  });

  it('answer a signed-in read without what the row holds beyond its schema', async () => {
    const response = await t.injectAs(student, { method: 'GET', url: '/api/users/me' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: student.id, username: student.username });
    expect(response.body).not.toMatch(/passwordHash|password_hash|tokenVersion|token_version/);
  });
});

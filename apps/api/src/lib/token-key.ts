import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Conn } from '../db/client.ts';
import { systemMeta } from '../db/schema/index.ts';

/**
 * The random half of the key that signs bearer tokens, kept in the database so that every server of it signs and
 * checks with the same one, and a breach drill replaces it on all of them at once without a restart. Stored in
 * `system_meta` under this name as `<id>:<material>`: the id is what tokens carry (`kid`), never secret; the signing
 * key is HMAC(JWT_SECRET, material), so neither the database alone nor the environment alone can sign a token.
 */
const TOKEN_KEY = 'token-key';

export type StoredTokenKey = { id: string; material: string };

const parse = (value: string | undefined): StoredTokenKey | undefined => {
  const at = value?.indexOf(':') ?? -1;
  return value && at > 0 ? { id: value.slice(0, at), material: value.slice(at + 1) } : undefined;
};
const fresh = () => `${randomBytes(9).toString('base64url')}:${randomBytes(32).toString('base64url')}`;

/**
 * The id of the key in force, as a sub-select: the sign-in state every signed-in request reads carries it, so a token
 * of a replaced key is refused on every server by the query it already makes (null before the first key exists).
 */
export const currentTokenKeyId = sql<
  string | null
>`(select split_part(${systemMeta.value}, ':', 1) from ${systemMeta} where ${systemMeta.key} = ${sql.raw(`'${TOKEN_KEY}'`)})`;

export const tokenKeyRepository = {
  /** The key in force, made first if the database has none yet (two servers making it at once keep the first). */
  async current(conn: Conn): Promise<StoredTokenKey> {
    const read = async () => {
      const [row] = await conn.select().from(systemMeta).where(eq(systemMeta.key, TOKEN_KEY));
      return parse(row?.value);
    };
    const found = await read();
    if (found) return found;
    await conn.insert(systemMeta).values({ key: TOKEN_KEY, value: fresh() }).onConflictDoNothing();
    return (await read())!;
  },
  /** Replaces the key in force by a new random one: every token signed before stops checking out. */
  async replace(conn: Conn): Promise<StoredTokenKey> {
    const value = fresh();
    await conn
      .insert(systemMeta)
      .values({ key: TOKEN_KEY, value })
      .onConflictDoUpdate({ target: systemMeta.key, set: { value } });
    return parse(value)!;
  },
};

import type { Locale } from '@portal/shared/locales';
import type { ReferenceKind } from '@portal/shared/reference';
import type { AppContext } from '../../context.ts';
import type { Conn } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isForeignKeyViolation } from '../../lib/pg-errors.ts';
import { type ReferenceList, type ReferenceUsages, referenceLists } from './reference.lists.ts';
import { clashingLanguages, duplicateName } from './reference.names.ts';

type Values = Record<string, unknown>;

/** One list's reads and writes: names unique per language, nothing in use deleted. */
function referenceListService(db: AppContext['db'], list: ReferenceList, usages: ReferenceUsages[ReferenceKind]) {
  const { repository, resource } = list;
  const inUse = (count: number | string) =>
    new AppError('IN_USE', { key: 'reference.inUse', params: { resource, count } });

  /** A name already used by another item of the list, in the same language, is a 409 on that field. */
  async function assertNameFree(tx: Conn, values: Values, exceptId?: number) {
    await repository.lockForWrite(tx);
    const name = values.name as Record<Locale, string>;
    const clashes = clashingLanguages(name, await repository.list(tx), exceptId);
    if (clashes.length > 0) throw duplicateName(name, clashes);
  }

  async function exists(conn: Conn, id: number) {
    const row = await repository.find(conn, id);
    if (!row) throw notFound(resource);
    return row;
  }

  return {
    /** The whole list. */
    list: () => repository.list(db),
    get: (id: number) => exists(db, id),
    create: (values: Values) =>
      db.transaction(async (tx) => {
        await assertNameFree(tx, values);
        return repository.insert(tx, values);
      }),
    update: (id: number, values: Values) =>
      db.transaction(async (tx) => {
        await exists(tx, id);
        await assertNameFree(tx, values, id);
        return (await repository.update(tx, id, values))!;
      }),
    async remove(id: number) {
      await db.transaction(async (tx) => {
        await exists(tx, id);
        const count = await usages(tx, id);
        if (count > 0) throw inUse(count);
        await repository.remove(tx, id).catch((error: unknown) => {
          // Something not counted still points at the row.
          throw isForeignKeyViolation(error) ? inUse('≥ 1') : error;
        });
      });
    },
  };
}
export type ReferenceListService = ReturnType<typeof referenceListService>;

/**
 * The four reference lists, each by its kind: `reference['bac-types'].list()`. `usages` counts, list by list, the
 * records that use an item (given by the modules those records belong to).
 */
export function createReferenceService({
  db,
  usages,
}: Pick<AppContext, 'db'> & { usages: ReferenceUsages }): Record<ReferenceKind, ReferenceListService> {
  return Object.fromEntries(
    referenceLists.map((list) => [list.kind, referenceListService(db, list, usages[list.kind])]),
  ) as Record<ReferenceKind, ReferenceListService>;
}

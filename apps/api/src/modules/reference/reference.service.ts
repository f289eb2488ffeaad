import type { Locale } from '@portal/shared/locales';
import type { ReferenceKind } from '@portal/shared/reference';
import type { AppContext } from '../../context.ts';
import type { Conn } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { createKeptRead } from '../../lib/kept-read.ts';
import { isForeignKeyViolation } from '../../lib/pg-errors.ts';
import { type ReferenceList, type ReferenceUsages, referenceLists } from './reference.lists.ts';
import { clashingLanguages, duplicateName } from './reference.names.ts';
import { markReferenceListsChanged, referenceChangeCount } from './reference-changes.ts';

type Values = Record<string, unknown>;

/**
 * One list's reads and writes: names unique per language, nothing in use deleted. The whole list, which every
 * student's form reads and only an administrator changes, is kept in the process (lib/kept-read.ts): every write of
 * the lists' repository (here, or a seeder's) drops it when its statement runs, and again once its transaction is
 * over; a change made by another process on the same database is seen within 5 s.
 */
function referenceListService(db: AppContext['db'], list: ReferenceList, usages: ReferenceUsages[ReferenceKind]) {
  const { repository, resource } = list;
  const whole = createKeptRead(() => repository.list(db), { changeCount: referenceChangeCount });
  /** The repository counts the change when its statement runs; it is counted again once the transaction is over. */
  async function write<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } finally {
      markReferenceListsChanged();
    }
  }
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
    /** The whole list, shared by every reader: not to be changed. */
    list: () => whole.get(),
    get: (id: number) => exists(db, id),
    create: (values: Values) =>
      write(() =>
        db.transaction(async (tx) => {
          await assertNameFree(tx, values);
          return repository.insert(tx, values);
        }),
      ),
    update: (id: number, values: Values) =>
      write(() =>
        db.transaction(async (tx) => {
          await exists(tx, id);
          await assertNameFree(tx, values, id);
          return (await repository.update(tx, id, values))!;
        }),
      ),
    async remove(id: number) {
      await write(() =>
        db.transaction(async (tx) => {
          await exists(tx, id);
          const count = await usages(tx, id);
          if (count > 0) throw inUse(count);
          await repository.remove(tx, id).catch((error: unknown) => {
            // Something not counted still points at the row.
            throw isForeignKeyViolation(error) ? inUse('≥ 1') : error;
          });
        }),
      );
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

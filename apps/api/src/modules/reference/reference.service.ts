import type { Locale } from '@portal/shared/locales';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { ReferenceList } from './reference.lists.ts';
import { clashingLanguages, duplicateName } from './reference.names.ts';

/** Postgres' foreign-key violation: something we did not count still points at the row. */
const isForeignKeyViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23503' || (error as { cause?: { code?: string } }).cause?.code === '23503');

export function referenceService(db: Db, list: ReferenceList) {
  const { repository, resource } = list;
  const inUse = (count: number | string) =>
    new AppError('IN_USE', { key: 'reference.inUse', params: { resource, count } });
  /** A name already used by another item of the list, in the same language, is a 409 on that field. */
  async function assertNameFree(tx: Db, values: Record<string, unknown>, exceptId?: number) {
    await repository.lockForWrite(tx);
    const name = values.name as Record<Locale, string>;
    const clashes = clashingLanguages(name, await repository.list(tx), exceptId);
    if (clashes.length > 0) throw duplicateName(name, clashes);
  }

  return {
    list: () => repository.list(db),
    async get(id: number) {
      const row = await repository.find(db, id);
      if (!row) throw notFound(resource);
      return row;
    },
    create: (values: Record<string, unknown>) =>
      db.transaction(async (tx) => {
        await assertNameFree(tx as unknown as Db, values);
        return repository.insert(tx as unknown as Db, values);
      }),
    update: (id: number, values: Record<string, unknown>) =>
      db.transaction(async (tx) => {
        if (!(await repository.find(tx as unknown as Db, id))) throw notFound(resource);
        await assertNameFree(tx as unknown as Db, values, id);
        return (await repository.update(tx as unknown as Db, id, values))!;
      }),
    async remove(id: number) {
      await db.transaction(async (tx) => {
        if (!(await repository.find(tx as unknown as Db, id))) throw notFound(resource);
        const usages = await list.usages(tx as unknown as Db, id);
        if (usages > 0) throw inUse(usages);
        await repository.remove(tx as unknown as Db, id).catch((error: unknown) => {
          throw isForeignKeyViolation(error) ? inUse('≥ 1') : error;
        });
      });
    },
  };
}

import type { ApplicationStep } from '@portal/shared/enums';
import { extraActivityProblems, financingProblems } from '@portal/shared/list-step-rules';
import type { ExtraActivity, ExtraActivityUpdate, Financing, FinancingUpdate } from '@portal/shared/list-steps';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  type ApplicationRow,
  applicationsRepository,
  lockForChange,
  partAnswer,
  removeFound,
  saveVersioned,
} from '../applications/public.ts';
import {
  type ExtraActivityRow,
  extraActivitiesRepository,
  type FinancingRow,
  financingsRepository,
  type ListPartRepository,
} from './lists.repository.ts';

type Row = { id: number; applicationId: number; version: number; created: Date; modified: Date };

const toJson = <R extends Row, Out>(row: R) => partAnswer(row) as Out;

/**
 * A part an application has any number of (financing, extra activities): created with its application's id, then
 * read, changed and deleted by its own id. Who may (owner or administrator reads, the owner writes) is the access
 * policy's decision, which hands over the entry or the application it found; a write waits for the application's
 * lock and is refused while the application may not change or when made on a stale copy.
 */
function createListPartService<R extends Row, Out, Up extends { version?: number }>(options: {
  db: Db;
  repository: ListPartRepository<R>;
  resource: string;
  step: ApplicationStep;
  /** What keeps the step from being complete, by the shared rules. */
  problemsOf: (rows: R[]) => unknown[];
}) {
  const { db, repository, resource, step, problemsOf } = options;

  /**
   * A step's mark must not contradict its entries: an entry recorded in a step declared empty, or a completed step
   * left incomplete by a change, opens again (the applicant marks it again once it is right).
   */
  async function reconcileStep(tx: Tx, application: ApplicationRow) {
    const state = application.steps[step];
    if (state === 'OPEN') return;
    const entries = await repository.listOfApplication(tx, application.id);
    const contradicted = state === 'SKIPPED' ? entries.length > 0 : problemsOf(entries).length > 0;
    if (contradicted)
      await applicationsRepository.update(tx, application.id, { steps: { ...application.steps, [step]: 'OPEN' } });
  }

  return {
    async create(application: Pick<ApplicationRow, 'id'>, input: Up): Promise<Out> {
      const { version: _version, applicationId: _applicationId, ...values } = input as Up & { applicationId?: number };
      return db.transaction(async (tx) => {
        const locked = await lockForChange(tx, application.id);
        const row = await repository.insert(tx, { ...values, applicationId: application.id });
        await reconcileStep(tx, locked);
        return toJson<R, Out>(row);
      });
    },
    get: (entry: R): Out => toJson<R, Out>(entry),
    async ofApplication(application: Pick<ApplicationRow, 'id'>): Promise<Out[]> {
      return (await repository.listOfApplication(db, application.id)).map((row) => toJson<R, Out>(row));
    },
    async update(entry: R, input: Up): Promise<Out> {
      const { version, ...values } = input;
      return db.transaction(async (tx) => {
        const locked = await lockForChange(tx, entry.applicationId);
        const updated = await saveVersioned(tx, repository, resource, { id: entry.id, values, version });
        await reconcileStep(tx, locked);
        return toJson<R, Out>(updated);
      });
    },
    async remove(entry: R): Promise<void> {
      await db.transaction(async (tx) => {
        const locked = await lockForChange(tx, entry.applicationId);
        await removeFound(tx, repository, resource, entry.id);
        await reconcileStep(tx, locked);
      });
    },
  };
}

export function createListsService({ db }: Pick<AppContext, 'db'>) {
  return {
    financings: createListPartService<FinancingRow, Financing, FinancingUpdate>({
      db,
      repository: financingsRepository,
      resource: 'financing',
      step: 'FINANCING',
      problemsOf: financingProblems,
    }),
    extraActivities: createListPartService<ExtraActivityRow, ExtraActivity, ExtraActivityUpdate>({
      db,
      repository: extraActivitiesRepository,
      resource: 'extraActivity',
      step: 'ACTIVITIES',
      problemsOf: extraActivityProblems,
    }),
  };
}
export type ListsService = ReturnType<typeof createListsService>;

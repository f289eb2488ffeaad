import type { ApplicationStep, StepState } from '@portal/shared/enums';
import { extraActivityProblems, financingProblems } from '@portal/shared/list-step-rules';
import type { ExtraActivity, ExtraActivityUpdate, Financing, FinancingUpdate } from '@portal/shared/list-steps';
import type { AppContext } from '../../context.ts';
import type { Conn, Db, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import {
  type ExtraActivityRow,
  extraActivitiesRepository,
  type FinancingRow,
  financingsRepository,
  type ListPartRepository,
} from './application-lists.repository.ts';
import { applicationsRepository } from './applications.repository.ts';
import type { ApplicationsService } from './applications.service.ts';

type Row = { id: number; applicationId: number; version: number; created: Date; modified: Date };

/** An entry as the API answers it: its columns, the last change as an ISO string. */
function toJson<R extends Row, Out>(row: R): Out {
  const { created: _created, modified, ...rest } = row;
  return { ...rest, modified: modified.toISOString() } as Out;
}

/**
 * A part an application has any number of (financing, extra activities): created with its application's id, then
 * read, changed and deleted by its own id, with the application's rules (owner or administrator reads; the owner
 * writes while the application may change; a stale copy is refused).
 */
function createListPartService<R extends Row, Out, Up extends { version?: number }>(options: {
  db: Db;
  applications: ApplicationsService;
  repository: ListPartRepository<R>;
  resource: string;
  step: ApplicationStep;
  /** What keeps the step from being complete, by the shared rules. */
  problemsOf: (rows: R[]) => unknown[];
}) {
  const { db, applications, repository, resource, step, problemsOf } = options;

  async function readableEntry(conn: Conn, user: CurrentUser, id: number, lock = false): Promise<R> {
    const row = await repository.find(conn, id, { lock });
    if (!row) throw notFound(resource);
    try {
      await applications.readable(conn, user, row.applicationId);
    } catch {
      throw notFound(resource);
    }
    return row;
  }

  /**
   * A step's mark must not contradict its entries: an entry recorded in a step declared empty, or a completed step
   * left incomplete by a change, opens again (the applicant marks it again once it is right).
   */
  async function reconcileStep(tx: Tx, application: { id: number; steps: Record<ApplicationStep, StepState> }) {
    const state = application.steps[step];
    if (state === 'OPEN') return;
    const entries = await repository.listOfApplication(tx, application.id);
    const contradicted = state === 'SKIPPED' ? entries.length > 0 : problemsOf(entries).length > 0;
    if (contradicted)
      await applicationsRepository.update(tx, application.id, { steps: { ...application.steps, [step]: 'OPEN' } });
  }

  return {
    async create(user: CurrentUser, input: Up & { applicationId: number }): Promise<Out> {
      const { applicationId, version: _version, ...values } = input;
      return db.transaction(async (tx) => {
        const application = await applications.writable(tx, user, applicationId);
        const row = await repository.insert(tx, { ...values, applicationId });
        await reconcileStep(tx, application);
        return toJson<R, Out>(row);
      });
    },
    async get(user: CurrentUser, id: number): Promise<Out> {
      return toJson<R, Out>(await readableEntry(db, user, id));
    },
    async ofApplication(user: CurrentUser, applicationId: number): Promise<Out[]> {
      await applications.readable(db, user, applicationId);
      return (await repository.listOfApplication(db, applicationId)).map((row) => toJson<R, Out>(row));
    },
    async update(user: CurrentUser, id: number, input: Up): Promise<Out> {
      const { version, ...values } = input;
      return db.transaction(async (tx) => {
        const row = await readableEntry(tx, user, id, true);
        const application = await applications.writable(tx, user, row.applicationId);
        if (version !== undefined && version !== row.version) throw new AppError('STALE_WRITE');
        const updated = await repository.update(tx, id, values);
        await reconcileStep(tx, application);
        return toJson<R, Out>(updated);
      });
    },
    async remove(user: CurrentUser, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await readableEntry(tx, user, id, true);
        const application = await applications.writable(tx, user, row.applicationId);
        await repository.remove(tx, id);
        await reconcileStep(tx, application);
      });
    },
  };
}

export function createApplicationListsService({
  db,
  applications,
}: Pick<AppContext, 'db'> & { applications: ApplicationsService }) {
  return {
    financings: createListPartService<FinancingRow, Financing, FinancingUpdate>({
      db,
      applications,
      repository: financingsRepository,
      resource: 'financing',
      step: 'FINANCING',
      problemsOf: financingProblems,
    }),
    extraActivities: createListPartService<ExtraActivityRow, ExtraActivity, ExtraActivityUpdate>({
      db,
      applications,
      repository: extraActivitiesRepository,
      resource: 'extraActivity',
      step: 'ACTIVITIES',
      problemsOf: extraActivityProblems,
    }),
  };
}

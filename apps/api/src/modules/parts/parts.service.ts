import type {
  HighSchoolResume,
  HighSchoolResumeUpdate,
  SchoolResult,
  SchoolResultUpdate,
} from '@portal/shared/applications';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { type ApplicationRow, lockForChange, removeFound, saveVersioned } from '../applications/public.ts';
import { referenceReader } from '../reference/public.ts';
import { hundredths, toHighSchoolResume, toSchoolResult } from './parts.dto.ts';
import {
  type HighSchoolResumeRow,
  highSchoolResumesRepository,
  type PartRepository,
  type SchoolResultRow,
  schoolResultsRepository,
} from './parts.repository.ts';

type Row = { id: number; applicationId: number; version: number };

/**
 * One part an application has at most one of: created with its application's id, then read and changed by its own
 * id. Who may (owner or administrator reads, the owner writes) is the access policy's decision, which hands over the
 * part or the application it found; a write waits for the application's lock and is refused while the application
 * may not change or when made on a stale copy.
 */
function createPartService<P extends Row, Out, Up extends { version?: number }>(options: {
  db: Db;
  repository: PartRepository<P>;
  resource: string;
  toJson: (row: P) => Out;
  /** Checks what the schema cannot (references) and shapes the values to store. */
  prepare: (conn: Tx, values: Up) => Promise<Record<string, unknown>>;
}) {
  const { db, repository, resource, toJson, prepare } = options;

  return {
    async create(application: Pick<ApplicationRow, 'id'>, input: Up): Promise<Out> {
      return db.transaction(async (tx) => {
        await lockForChange(tx, application.id);
        if (await repository.findOfApplication(tx, application.id))
          throw new AppError('CONFLICT', { key: 'applications.partExists' });
        const { version: _version, applicationId: _applicationId, ...values } = await prepare(tx, input);
        return toJson(await repository.insert(tx, { ...values, applicationId: application.id }));
      });
    },
    get: (part: P): Out => toJson(part),
    async ofApplication(application: Pick<ApplicationRow, 'id'>): Promise<Out | null> {
      const row = await repository.findOfApplication(db, application.id);
      return row ? toJson(row) : null;
    },
    async mine(user: CurrentUser): Promise<Out[]> {
      return (await repository.listOfUser(db, user.id)).map(toJson);
    },
    async update(part: P, input: Up): Promise<Out> {
      return db.transaction(async (tx) => {
        await lockForChange(tx, part.applicationId);
        // A copy older than the part the policy found is stale before its values are checked (the write checks again).
        if (input.version !== undefined && input.version !== part.version) throw new AppError('STALE_WRITE');
        const { version: _version, applicationId: _applicationId, ...values } = await prepare(tx, input);
        return toJson(await saveVersioned(tx, repository, resource, { id: part.id, values, version: input.version }));
      });
    },
    async remove(part: P): Promise<void> {
      await db.transaction(async (tx) => {
        await lockForChange(tx, part.applicationId);
        await removeFound(tx, repository, resource, part.id);
      });
    },
  };
}

const bacTypeList = referenceReader('bac-types');

export function createPartsService({ db }: Pick<AppContext, 'db'>) {
  return {
    schoolResults: createPartService<SchoolResultRow, SchoolResult, SchoolResultUpdate>({
      db,
      repository: schoolResultsRepository,
      resource: 'schoolResult',
      toJson: toSchoolResult,
      prepare: async (_tx, values) => ({ ...values, annualAverage: hundredths(values.annualAverage) }),
    }),
    highSchoolResumes: createPartService<HighSchoolResumeRow, HighSchoolResume, HighSchoolResumeUpdate>({
      db,
      repository: highSchoolResumesRepository,
      resource: 'highSchoolResume',
      toJson: toHighSchoolResume,
      async prepare(tx, values) {
        if (values.bacTypeId != null) {
          const bacType = await bacTypeList.find(tx, values.bacTypeId);
          if (!bacType) throw invalidField('bacTypeId', 'validation.unknownReference');
          if (values.languageSection && bacType.system !== values.languageSection)
            throw invalidField('bacTypeId', 'validation.bacTypeOtherSection');
        }
        return {
          ...values,
          finalGrade: hundredths(values.finalGrade),
          religionGrade: hundredths(values.religionGrade),
        };
      },
    }),
  };
}
export type PartsService = ReturnType<typeof createPartsService>;

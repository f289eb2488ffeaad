import type {
  HighSchoolResume,
  HighSchoolResumeUpdate,
  SchoolResult,
  SchoolResultUpdate,
} from '@portal/shared/applications';
import type { AppContext } from '../../context.ts';
import type { Conn, Db, Tx } from '../../db/client.ts';
import { bacTypes } from '../../db/schema/index.ts';
import { AppError, invalidField, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { referenceRepository } from '../reference/reference.repository.ts';
import { hundredths, toHighSchoolResume, toSchoolResult } from './applications.dto.ts';
import {
  type HighSchoolResumeRow,
  highSchoolResumesRepository,
  type PartRepository,
  type SchoolResultRow,
  schoolResultsRepository,
} from './applications.repository.ts';
import type { ApplicationsService } from './applications.service.ts';

type Row = { id: number; applicationId: number; version: number };

/**
 * One part an application has at most one of: created with its application's id, then read and changed by its own
 * id, with the same rules as the application it belongs to (owner or administrator reads; the owner writes while
 * the application may change; a stale copy is refused).
 */
function createPartService<P extends Row, Out, Up extends { version?: number }>(options: {
  db: Db;
  applications: ApplicationsService;
  repository: PartRepository<P>;
  resource: string;
  toJson: (row: P) => Out;
  /** Checks what the schema cannot (references) and shapes the values to store. */
  prepare: (conn: Tx, values: Up) => Promise<Record<string, unknown>>;
}) {
  const { db, applications, repository, resource, toJson, prepare } = options;

  async function readablePart(conn: Conn, user: CurrentUser, id: number, lock = false): Promise<P> {
    const row = await repository.find(conn, id, { lock });
    if (!row) throw notFound(resource);
    try {
      await applications.readable(conn, user, row.applicationId);
    } catch {
      throw notFound(resource);
    }
    return row;
  }

  return {
    async create(user: CurrentUser, input: Up & { applicationId: number }): Promise<Out> {
      const { applicationId } = input;
      return db.transaction(async (tx) => {
        await applications.writable(tx, user, applicationId);
        if (await repository.findOfApplication(tx, applicationId))
          throw new AppError('CONFLICT', { key: 'applications.partExists' });
        const { version: _version, ...values } = await prepare(tx, input);
        return toJson(await repository.insert(tx, { ...values, applicationId }));
      });
    },
    async get(user: CurrentUser, id: number): Promise<Out> {
      return toJson(await readablePart(db, user, id));
    },
    async ofApplication(user: CurrentUser, applicationId: number): Promise<Out | null> {
      await applications.readable(db, user, applicationId);
      const row = await repository.findOfApplication(db, applicationId);
      return row ? toJson(row) : null;
    },
    async mine(user: CurrentUser): Promise<Out[]> {
      return (await repository.listOfUser(db, user.id)).map(toJson);
    },
    async update(user: CurrentUser, id: number, input: Up): Promise<Out> {
      return db.transaction(async (tx) => {
        const row = await readablePart(tx, user, id, true);
        await applications.writable(tx, user, row.applicationId);
        if (input.version !== undefined && input.version !== row.version) throw new AppError('STALE_WRITE');
        const { version: _version, applicationId: _applicationId, ...values } = await prepare(tx, input);
        return toJson(await repository.update(tx, id, values));
      });
    },
    async remove(user: CurrentUser, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await readablePart(tx, user, id, true);
        await applications.writable(tx, user, row.applicationId);
        await repository.remove(tx, id);
      });
    },
  };
}

const bacTypeList = referenceRepository(bacTypes, []);

export function createApplicationPartsService({
  db,
  applications,
}: Pick<AppContext, 'db'> & { applications: ApplicationsService }) {
  const deps = { db, applications };
  return {
    schoolResults: createPartService<SchoolResultRow, SchoolResult, SchoolResultUpdate>({
      ...deps,
      repository: schoolResultsRepository,
      resource: 'schoolResult',
      toJson: toSchoolResult,
      prepare: async (_tx, values) => ({ ...values, annualAverage: hundredths(values.annualAverage) }),
    }),
    highSchoolResumes: createPartService<HighSchoolResumeRow, HighSchoolResume, HighSchoolResumeUpdate>({
      ...deps,
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

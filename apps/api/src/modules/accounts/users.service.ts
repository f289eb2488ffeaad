import type {
  LocaleChangeInput,
  RoleChangeInput,
  StudentProfileBody,
  UpdateUserInput,
  User,
} from '@portal/shared/accounts';
import { userRoles } from '@portal/shared/enums';
import type { ListQuery, Page } from '@portal/shared/paging';
import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users as usersTable } from '../../db/schema/index.ts';
import { AppError, invalidField, notFound } from '../../lib/app-error.ts';
import { defineListSpec, parseListQuery, toPage } from '../../lib/list-query.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import { AVATAR_BUCKET, toUser } from './accounts.dto.ts';
import { endEverySignIn, removeUser } from './accounts.service.ts';
import { usersRepository as users } from './users.repository.ts';

const listSpec = defineListSpec({
  fields: {
    username: { column: usersTable.username, type: 'string' },
    email: { column: usersTable.email, type: 'string' },
    firstName: { column: usersTable.firstName, type: 'string' },
    lastName: { column: usersTable.lastName, type: 'string' },
    role: { column: usersTable.role, type: 'enum', values: userRoles },
    active: { column: usersTable.active, type: 'boolean' },
    accountVerified: { column: usersTable.accountVerified, type: 'boolean' },
    created: { column: usersTable.created, type: 'date' },
  },
  defaultSort: [desc(usersTable.created)],
  searchColumns: [
    usersTable.username,
    usersTable.email,
    usersTable.firstName,
    usersTable.lastName,
    sql`${usersTable.firstName} || ' ' || ${usersTable.lastName}`,
  ],
});

const emptyStudent: StudentProfileBody = {
  hasDisability: false,
  ...Object.fromEntries(
    [
      'sex',
      'handicapId',
      'otherName',
      'birthDate',
      'birthPlace',
      'countryOfBirth',
      'regionOfBirth',
      'nationality',
      'country',
      'region',
      'district',
      'town',
      'fixNumber',
      'mobileNumber',
      'familyContact',
      'neighborhood',
      'familyPhoneNumber',
      'otherFamilyContact',
    ].map((key) => [key, null]),
  ),
};

const lastAdmin = () => new AppError('CONFLICT', { key: 'accounts.lastAdmin' });

/** The signed-in person's profile, and user administration. */
export function createUsersService(app: FastifyInstance) {
  const db = app.db;

  async function load(id: number): Promise<User> {
    const user = await users.byId(db, id);
    if (!user) throw notFound('user');
    return toUser(user, await users.student(db, id));
  }

  return {
    get: load,

    async updateNames(userId: number, body: UpdateUserInput): Promise<User> {
      await users.update(db, userId, body);
      return load(userId);
    },

    /** Mails follow the language the person reads now, which the web app reports when it changes. */
    async setLocale(userId: number, body: LocaleChangeInput): Promise<User> {
      await users.update(db, userId, { locale: body.locale });
      return load(userId);
    },

    async updateStudent(userId: number, body: StudentProfileBody): Promise<User> {
      // PUT replaces the whole profile: a field left out is emptied.
      const values = { ...emptyStudent, ...body, handicapId: body.hasDisability ? (body.handicapId ?? null) : null };
      if (values.handicapId !== null && !(await users.handicapExists(db, values.handicapId)))
        throw invalidField('handicapId', 'validation.invalidValue');
      await users.upsertStudent(db, userId, values);
      return load(userId);
    },

    /**
     * The new file is written first; the row then changes under a lock, so of two uploads at once the second sees
     * the first's file as the one to remove: one file remains, never an orphan.
     */
    async setAvatar(userId: number, file: UploadedFile | undefined): Promise<User> {
      if (!file) throw invalidField('avatar', 'accounts.avatarMissing');
      const filename = await app.files.saveImage(AVATAR_BUCKET, file, { width: 256, height: 256 });
      let previous: string | null;
      try {
        previous = await db.transaction(async (tx) => {
          const before = await users.byId(tx, userId, { lock: true });
          if (!before) throw notFound('user');
          await users.update(tx, userId, { avatar: filename });
          return before.avatar;
        });
      } catch (error) {
        await app.files.remove(AVATAR_BUCKET, filename);
        throw error;
      }
      await app.files.remove(AVATAR_BUCKET, previous);
      return load(userId);
    },

    /** Avatars are seen by their owner and by administrators; anyone else gets 404. */
    async canSeeAvatar(viewer: { id: number; role: string }, filename: string): Promise<boolean> {
      if (viewer.role === 'ADMIN') return true;
      const me = await users.byId(db, viewer.id);
      return me?.avatar === filename;
    },

    async list(query: ListQuery): Promise<Page<User>> {
      const list = parseListQuery(query, listSpec);
      const { rows, total } = await users.list(db, list);
      const students = new Map(
        (
          await users.students(
            db,
            rows.map((row) => row.id),
          )
        ).map((s) => [s.userId, s]),
      );
      return toPage(
        rows.map((row) => toUser(row, students.get(row.id))),
        total,
        list,
      );
    },

    async deleteById(actorId: number, id: number): Promise<void> {
      if (actorId === id) throw new AppError('CONFLICT', { key: 'accounts.cannotDeleteSelf' });
      const user = await users.byId(db, id);
      if (!user) throw notFound('user');
      await removeUser(app, user);
    },

    /** Deactivation ends every token and mailed link of the person; the last active administrator stays active. */
    async toggleActive(id: number): Promise<User> {
      await db.transaction(async (tx) => {
        const user = await users.byId(tx, id);
        if (!user) throw notFound('user');
        if (user.active) {
          if (user.role === 'ADMIN' && (await users.countActiveAdmins(tx)) <= 1) throw lastAdmin();
          await endEverySignIn(tx, id, { active: false });
        } else {
          await users.update(tx, id, { active: true });
        }
      });
      return load(id);
    },

    async setRole(id: number, body: RoleChangeInput): Promise<User> {
      await db.transaction(async (tx) => {
        const user = await users.byId(tx, id);
        if (!user) throw notFound('user');
        if (user.role === body.role) return;
        if (user.role === 'ADMIN' && user.active && (await users.countActiveAdmins(tx)) <= 1) throw lastAdmin();
        await endEverySignIn(tx, id, { role: body.role });
      });
      return load(id);
    },
  };
}

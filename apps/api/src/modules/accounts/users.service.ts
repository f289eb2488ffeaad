import {
  emptyStudentProfile,
  type LocaleChangeInput,
  type RoleChangeInput,
  type StudentProfileBody,
  type UpdateUserInput,
  type User,
} from '@portal/shared/accounts';
import type { ListQuery, Page } from '@portal/shared/paging';
import type { PrivacyConsentInput } from '@portal/shared/privacy-notice';
import type { AppContext } from '../../context.ts';
import { AppError, invalidField, notFound } from '../../lib/app-error.ts';
import { parseListQuery, toPage } from '../../lib/list-query.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import { AVATAR_BUCKET, toUser } from './accounts.dto.ts';
import { type AccountsService, assertCurrentNotice } from './accounts.service.ts';
import { twoFactorRepository } from './two-factor.repository.ts';
import { mayHaveSecondFactor } from './two-factor.rules.ts';
import { userListSpec, usersRepository as users } from './users.repository.ts';

/** The signed-in person's profile, and user administration. */
export function createUsersService({
  db,
  config,
  files,
  accounts,
}: Pick<AppContext, 'db' | 'config' | 'files'> & { accounts: AccountsService }) {
  async function load(id: number): Promise<User> {
    const found = await users.account(db, id);
    if (!found) throw notFound('user');
    return toUser(found, config.staffTwoFactor);
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

    /** Records the version of the privacy notice accepted and when; accepting the same version again changes nothing. */
    async acceptPrivacyNotice(userId: number, body: PrivacyConsentInput): Promise<User> {
      assertCurrentNotice(body.version, 'version');
      await users.acceptPrivacyNotice(db, userId, body.version, new Date());
      return load(userId);
    },

    async updateStudent(userId: number, body: StudentProfileBody): Promise<User> {
      // PUT replaces the whole profile: a field left out is emptied.
      const values = {
        ...emptyStudentProfile,
        ...body,
        handicapId: body.hasDisability ? (body.handicapId ?? null) : null,
      };
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
      const filename = await files.saveImage(AVATAR_BUCKET, file, { width: 256, height: 256 });
      let previous: string | null;
      try {
        previous = await db.transaction(async (tx) => {
          const before = await users.find(tx, userId, { lock: true });
          if (!before) throw notFound('user');
          await users.update(tx, userId, { avatar: filename });
          return before.avatar;
        });
      } catch (error) {
        await files.remove(AVATAR_BUCKET, filename);
        throw error;
      }
      await files.remove(AVATAR_BUCKET, previous);
      return load(userId);
    },

    /** The avatar file; who may read it is decided before (`user.avatar.read`). */
    avatar: (filename: string) => files.find(AVATAR_BUCKET, filename),

    async list(query: ListQuery): Promise<Page<User>> {
      const list = parseListQuery(query, userListSpec);
      const { rows, total } = await users.pageWithStudents(db, list);
      return toPage(
        rows.map((row) => toUser(row, config.staffTwoFactor)),
        total,
        list,
      );
    },

    async deleteById(actorId: number, id: number): Promise<void> {
      if (actorId === id) throw new AppError('CONFLICT', { key: 'accounts.cannotDeleteSelf' });
      const user = await users.find(db, id);
      if (!user) throw notFound('user');
      await accounts.removeUser(user);
    },

    /** Deactivation ends every token and mailed link of the person; the last active administrator stays active. */
    async toggleActive(id: number): Promise<User> {
      await db.transaction(async (tx) => {
        const user = await users.find(tx, id);
        if (!user) throw notFound('user');
        if (user.active) {
          await accounts.assertNotLastAdmin(tx, user);
          await accounts.endEverySignIn(tx, id, { active: false });
        } else {
          await users.update(tx, id, { active: true });
        }
      });
      return load(id);
    },

    /** A person made an applicant loses their second factor with the staff role (decision 565). */
    async setRole(id: number, body: RoleChangeInput): Promise<User> {
      await db.transaction(async (tx) => {
        const user = await users.find(tx, id);
        if (!user) throw notFound('user');
        if (user.role === body.role) return;
        await accounts.assertNotLastAdmin(tx, user);
        const keepsSecondFactor = mayHaveSecondFactor(body.role);
        const secondFactor = keepsSecondFactor ? {} : twoFactorRepository.noSecondFactor;
        await accounts.endEverySignIn(tx, id, { role: body.role, ...secondFactor });
        if (!keepsSecondFactor) await twoFactorRepository.removeRecoveryCodes(tx, id);
      });
      return load(id);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

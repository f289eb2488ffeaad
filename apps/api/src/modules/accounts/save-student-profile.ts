import { emptyStudentProfile, type StudentProfileBody, type User } from '@portal/shared/accounts';
import type { AppContext } from '../../context.ts';
import { invalidField } from '../../lib/app-error.ts';
import { readUser } from './read-user.ts';
import { usersRepository as users } from './users.repository.ts';

/** The person's student information, replaced whole: a field left out is emptied. */
export async function saveStudentProfile(
  context: Pick<AppContext, 'db' | 'config'>,
  { userId, body }: { userId: number; body: StudentProfileBody },
): Promise<User> {
  const values = {
    ...emptyStudentProfile,
    ...body,
    handicapId: body.hasDisability ? (body.handicapId ?? null) : null,
  };
  if (values.handicapId !== null && !(await users.handicapExists(context.db, values.handicapId)))
    throw invalidField('handicapId', 'validation.invalidValue');
  await users.upsertStudent(context.db, userId, values);
  return readUser(context, { id: userId });
}

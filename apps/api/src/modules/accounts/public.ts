/**
 * What other modules may use of the accounts module: the users' and student profiles' queries (an application reads
 * its applicant's profile), and what a module gives to be forgotten with an account.
 */
export { AVATAR_BUCKET, avatarUrl } from './accounts.dto.ts';
export type { PersonEraser } from './person-erasers.ts';
export {
  readerSignIn,
  type StudentRow,
  signInStateColumns,
  type UserRow,
  usersRepository,
} from './users.repository.ts';

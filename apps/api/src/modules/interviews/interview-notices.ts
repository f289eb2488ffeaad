import type { PublicSettings } from '@portal/shared/programme';
import type { Config } from '../../config.ts';
import type { Mail } from '../../lib/mailer.ts';
import type { InterviewNotice } from './interviews.mail.ts';

export type Contact = Pick<PublicSettings, 'email' | 'phone'>;

type Person = InterviewNotice['person'] | null;

/**
 * The mail about one application's interview, built from what the service read and the programme's contact; none
 * for an application whose account is deleted (nobody to tell).
 */
export function noticeMails(
  config: Pick<Config, 'publicUrl'>,
  contact: Contact,
  notices: {
    person: Person;
    sessionName: string;
    applicationId: number;
    version: number;
    slot: InterviewNotice['slot'];
  }[],
  build: (notice: InterviewNotice) => Mail,
): Mail[] {
  return notices.flatMap(({ person, ...notice }) =>
    person ? [build({ ...notice, person, contact, publicUrl: config.publicUrl })] : [],
  );
}

import type { PublicSettings } from '@portal/shared/programme';
import type { AppContext } from '../../context.ts';

/** The programme's address and phone, which a withdrawal's mail gives. */
export type Contact = Pick<PublicSettings, 'email' | 'phone'>;

/**
 * What the places' use cases use beyond the app context (decision 575): the programme's contact, read by the public
 * site's service and lent by the registry.
 */
export type AcceptanceContext = AppContext & { contact: () => Promise<Contact> };

export function createAcceptanceContext(
  context: AppContext,
  { contact }: { contact: () => Promise<Contact> },
): AcceptanceContext {
  return { ...context, contact };
}

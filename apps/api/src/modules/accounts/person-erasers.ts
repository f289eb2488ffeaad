import type { Tx } from '../../db/client.ts';

/**
 * What another module keeps of a person, forgotten in the transaction that deletes their account; answers what to do
 * once that transaction has committed (removing files), if anything. The modules that keep such things give theirs
 * in the registry (modules/index.ts), so accounts know nothing of them.
 */
export type PersonEraser = (
  tx: Tx,
  person: { id: number; hasDisability: boolean },
) => Promise<(() => Promise<unknown>) | undefined>;

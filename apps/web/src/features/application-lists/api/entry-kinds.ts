import {
  type ExtraActivity,
  type ExtraActivityUpdate,
  extraActivitySchema,
  type Financing,
  type FinancingUpdate,
  financingSchema,
} from '@portal/shared/list-steps';
import type { ZodType } from 'zod';

/** The two parts an application has any number of, by the address segment of their calls. */
export type EntryKind = 'financing' | 'extra-activities';
export type EntryOf<K extends EntryKind> = K extends 'financing' ? Financing : ExtraActivity;
export type EntryBody<K extends EntryKind> = K extends 'financing' ? FinancingUpdate : ExtraActivityUpdate;

const schemas = { financing: financingSchema, 'extra-activities': extraActivitySchema };

/** The answer's schema of one kind of entry, typed as that kind. */
export const entrySchema = <K extends EntryKind>(kind: K) => schemas[kind] as unknown as ZodType<EntryOf<K>>;

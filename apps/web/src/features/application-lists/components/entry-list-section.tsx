import type { ApplicationStep } from '@portal/shared/enums';
import { type ReactNode, useState } from 'react';
import { QueryGate } from '@/components/query-gate';
import { readDraft, type SectionProps } from '@/features/editor-kit/public';
import type { EntryKind, EntryOf } from '../api/entry-kinds';
import { useEntries } from '../api/get-entries';
import { entryDraftSection } from './entry-form';
import { EntryList } from './entry-list';

type Props<K extends EntryKind> = SectionProps & {
  kind: K;
  step: ApplicationStep;
  nameOf: (entry: EntryOf<K>, index: number) => string;
  details: (entry: EntryOf<K>) => ReactNode;
  missingOf: (entry: EntryOf<K>) => string[];
  renderForm: (entry: EntryOf<K> | null, onClose: () => void) => ReactNode;
};

/** Which form opens with the step: the one whose typing was left on the device (a reload, a lost connection). */
function draftedEntry<K extends EntryKind>(applicationId: number, kind: K, entries: EntryOf<K>[]) {
  if (readDraft(applicationId, entryDraftSection(kind, null))) return { entry: null };
  const entry = entries.find((item) => readDraft(applicationId, entryDraftSection(kind, item.id)));
  return entry ? { entry } : undefined;
}

/** A list step: its entries, or the form of the one being added or changed, in place (one column on a phone). */
export function EntryListSection<K extends EntryKind>(props: Props<K>) {
  const entries = useEntries(props.application.id, props.kind);
  return <QueryGate query={entries}>{(data) => <EntriesOrForm {...props} entries={data} />}</QueryGate>;
}

function EntriesOrForm<K extends EntryKind>({ entries, ...props }: Props<K> & { entries: EntryOf<K>[] }) {
  const { application, kind, readOnly } = props;
  // The entry whose typing was left on the device opens with the step.
  const [editing, setEditing] = useState<{ entry: EntryOf<K> | null } | undefined>(() =>
    readOnly ? undefined : draftedEntry(application.id, kind, entries),
  );
  if (editing && !readOnly) return <>{props.renderForm(editing.entry, () => setEditing(undefined))}</>;
  return <EntryList {...props} entries={entries} onEdit={(entry) => setEditing({ entry })} />;
}

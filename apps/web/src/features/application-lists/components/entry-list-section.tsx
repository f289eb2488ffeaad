import { Alert } from '@mantine/core';
import type { ApplicationStep } from '@portal/shared/enums';
import { type ReactNode, useState } from 'react';
import { PageLoader } from '@/components/page-loader';
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
  const { application, kind, readOnly } = props;
  const entries = useEntries(application.id, kind);
  const [editing, setEditing] = useState<{ entry: EntryOf<K> | null } | undefined>();
  const [restored, setRestored] = useState(false);

  if (entries.isError)
    return (
      <Alert color="red" role="alert">
        {entries.error.message}
      </Alert>
    );
  if (entries.isPending) return <PageLoader />;
  if (!restored && !readOnly) {
    setRestored(true);
    const drafted = draftedEntry(application.id, kind, entries.data);
    if (drafted) setEditing(drafted);
  }
  if (editing && !readOnly) return <>{props.renderForm(editing.entry, () => setEditing(undefined))}</>;
  return <EntryList {...props} entries={entries.data} onEdit={(entry) => setEditing({ entry })} />;
}

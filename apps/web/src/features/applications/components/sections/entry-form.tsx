import { Alert, Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EntryBody, EntryKind, EntryOf } from '@/features/applications/api/entry-kinds';
import { applicationKeys } from '@/features/applications/api/keys';
import { saveEntry } from '@/features/applications/api/save-entry';
import { useStepDraft } from '@/features/applications/hooks/use-step-draft';
import { clearDraft } from '@/features/applications/utils/draft-store';
import { applyFieldErrors } from '@/features/applications/utils/step-errors';
import { ensureValidationMessages } from '@/lib/zod-form';
import { DraftStatusLine } from '../draft-status-line';
import { StaleCopy, StaleWriteAlert } from '../stale-copy';

/** Where an entry's draft is kept on the device: one per entry, and one for the entry being added. */
export const entryDraftSection = (kind: EntryKind, entryId: number | null) => `${kind}.${entryId ?? 'new'}`;

export type EntryFormProps<K extends EntryKind, V extends FieldValues> = {
  applicationId: number;
  kind: K;
  entry: EntryOf<K> | null;
  form: UseFormReturn<V>;
  fields: readonly string[];
  valuesOf: (entry: EntryOf<K> | null) => V;
  bodyOf: (values: V) => Omit<EntryBody<K>, 'version'>;
  labelOf: (field: string) => string;
  title: string;
  children: ReactNode;
  onClose: () => void;
};

const bareFieldset = { border: 0, padding: 0, margin: 0, minWidth: 0 };

/**
 * Adds or changes one entry of a list step, like a saving step: what is typed stays on the device until the server
 * has it (a save pressed offline goes when the connection returns), and a change made elsewhere is shown, not
 * overwritten. Cancelling forgets what was typed.
 */
export function EntryForm<K extends EntryKind, V extends FieldValues>(props: EntryFormProps<K, V>) {
  const { applicationId, kind, entry, form, fields } = props;
  const { t } = useTranslation('application-lists');
  const queryClient = useQueryClient();
  const entryId = useRef(entry?.id ?? null);
  const section = entryDraftSection(kind, entry?.id ?? null);
  const [formError, setFormError] = useState<Error | null>(null);
  const savedOnce = useRef(false);
  const listKey = applicationKeys.part(applicationId, kind);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => void ensureValidationMessages(), []);
  // The form takes the list's place: a keyboard or screen reader lands on it, not on the top of the page.
  useEffect(() => heading.current?.focus(), []);

  const onError = useCallback(
    (error: unknown) => {
      const leftOver = applyFieldErrors(form.setError, error, fields);
      setFormError(leftOver ? (error instanceof Error ? error : new Error(String(error))) : null);
    },
    [form.setError, fields],
  );
  const draft = useStepDraft<V>({
    applicationId,
    section,
    form,
    readOnly: false,
    loaded: { values: props.valuesOf(entry), version: entry?.version ?? null },
    onError,
    send: async (values, version) => {
      const body = { ...props.bodyOf(values), version: version ?? undefined } as EntryBody<K>;
      const saved = await saveEntry(applicationId, kind, entryId.current, body);
      entryId.current = saved.id;
      savedOnce.current = true;
      // Adding to a skipped step opens it again: the application's marks change too.
      await queryClient.invalidateQueries({ queryKey: listKey });
      await queryClient.invalidateQueries({ queryKey: applicationKeys.one(applicationId), exact: true });
      return { values: props.valuesOf(saved), version: saved.version };
    },
    reload: async () => {
      await queryClient.invalidateQueries({ queryKey: listKey });
      const list = (queryClient.getQueryData(listKey) ?? []) as EntryOf<K>[];
      const fresh = list.find((item) => item.id === entryId.current) ?? null;
      return { values: props.valuesOf(fresh), version: fresh?.version ?? null };
    },
  });

  const save = form.handleSubmit(async (values) => {
    setFormError(null);
    await draft.save(values);
  });
  // Saved, whether now or when the connection came back: the list shows the entry again. An entry being added
  // must not stay open under its "new" draft once the server has it (a reload would add it a second time).
  const { onClose } = props;
  useEffect(() => {
    if (draft.status === 'server' && savedOnce.current) onClose();
  }, [draft.status, onClose]);
  const cancel = () => {
    clearDraft(applicationId, section);
    props.onClose();
  };

  return (
    <Card withBorder component="section" aria-labelledby="entry-form-title">
      <form onSubmit={save} noValidate aria-labelledby="entry-form-title">
        <Stack>
          <Title order={3} size="h4" id="entry-form-title" ref={heading} tabIndex={-1}>
            {props.title}
          </Title>
          <fieldset style={bareFieldset}>
            <Stack>{props.children}</Stack>
          </fieldset>
          {draft.staleError && <StaleWriteAlert error={draft.staleError} onLoadLatest={draft.loadLatest} />}
          {draft.staleCopy && (
            <StaleCopy values={draft.staleCopy} onDismiss={draft.dismissCopy} labelOf={props.labelOf} />
          )}
          {formError && (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {formError.message}
            </Alert>
          )}
          <DraftStatusLine status={draft.status} />
          <Group justify="flex-end" gap="sm">
            <Button type="button" variant="default" onClick={cancel}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={draft.status === 'sending'}>
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

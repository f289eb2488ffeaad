import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applicationKeys } from '@/features/applications/public';
import {
  bareFieldset,
  clearDraft,
  DraftFeedback,
  type StepFormControl,
  useDraftForm,
} from '@/features/editor-kit/public';
import type { EntryBody, EntryKind, EntryOf } from '../api/entry-kinds';
import { saveEntry } from '../api/save-entry';

/** Where an entry's draft is kept on the device: one per entry, and one for the entry being added. */
export const entryDraftSection = (kind: EntryKind, entryId: number | null) => `${kind}.${entryId ?? 'new'}`;

type Schema = z.ZodType<FieldValues, FieldValues>;

type Options<K extends EntryKind, S extends Schema, V extends FieldValues> = {
  applicationId: number;
  kind: K;
  entry: EntryOf<K> | null;
  schema: S;
  valuesOf: (entry: EntryOf<K> | null) => V;
  toBody: (values: V) => Omit<EntryBody<K>, 'version'>;
  onClose: () => void;
};

/**
 * Adds or changes one entry of a list step, on the same persistence helper as a step: what is typed stays on the
 * device until the server has it (a save pressed offline goes when the connection returns), and a change made
 * elsewhere is shown, not overwritten. Saved, the list shows again; cancelling forgets what was typed.
 */
export function useEntryForm<K extends EntryKind, S extends Schema, V extends FieldValues>(options: Options<K, S, V>) {
  const { applicationId, kind, entry, onClose } = options;
  const queryClient = useQueryClient();
  const listKey = applicationKeys.part(applicationId, kind);
  const draftKey = entryDraftSection(kind, entry?.id ?? null);
  const savedOnce = useRef(false);
  const { form, draft, save } = useDraftForm({
    applicationId,
    draftKey,
    readOnly: false,
    schema: options.schema,
    toBody: options.toBody,
    source: {
      initial: entry,
      valuesOf: options.valuesOf,
      send: async (body, version, current) => {
        const saved = await saveEntry(applicationId, kind, current?.id ?? null, { ...body, version } as EntryBody<K>);
        savedOnce.current = true;
        // Adding to a skipped step opens it again: the application's marks change too.
        await queryClient.invalidateQueries({ queryKey: listKey });
        await queryClient.invalidateQueries({ queryKey: applicationKeys.one(applicationId), exact: true });
        return saved;
      },
      fetch: async (current) => {
        await queryClient.invalidateQueries({ queryKey: listKey });
        const list = queryClient.getQueryData<EntryOf<K>[]>(listKey) ?? [];
        return list.find((item) => item.id === current?.id) ?? null;
      },
    },
  });
  // Saved, whether now or when the connection came back: the list shows the entry again. An entry being added
  // must not stay open under its "new" draft once the server has it (a reload would add it a second time).
  useEffect(() => {
    if (draft.status === 'server' && savedOnce.current) onClose();
  }, [draft.status, onClose]);
  const cancel = () => {
    clearDraft(applicationId, draftKey);
    onClose();
  };
  return { form, frame: { draft, formError: form.formError, save: save(), cancel } };
}

type FrameProps = {
  frame: { draft: StepFormControl['draft']; formError: Error | null; save: () => void; cancel: () => void };
  title: string;
  labelOf: (field: string) => string;
  children: ReactNode;
};

/** The entry's form in the list's place, its heading focused so that a keyboard or screen reader lands on it. */
export function EntryFormFrame({ frame, title, labelOf, children }: FrameProps) {
  const { t } = useTranslation('application-lists');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card withBorder component="section" aria-labelledby="entry-form-title">
      <form onSubmit={frame.save} noValidate aria-labelledby="entry-form-title">
        <Stack>
          <Title order={3} size="h4" id="entry-form-title" ref={heading} tabIndex={-1}>
            {title}
          </Title>
          <fieldset style={bareFieldset}>
            <Stack>{children}</Stack>
          </fieldset>
          <DraftFeedback draft={frame.draft} formError={frame.formError} labelOf={labelOf} />
          <Group justify="flex-end" gap="sm">
            <Button type="button" variant="default" onClick={frame.cancel}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={frame.draft.status === 'sending'}>
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

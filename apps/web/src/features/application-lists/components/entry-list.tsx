import { Alert, Badge, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import type { ApplicationStep } from '@portal/shared/enums';
import { IconAlertCircle, IconCircleCheck, IconPlayerSkipForward, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { ConfirmDeleteModal } from '@/components/confirm-delete-modal';
import { EditDeleteActions } from '@/components/edit-delete-actions';
import { useApplicantWords, useCompleteStep } from '@/features/applications/public';
import type { SectionProps } from '@/features/editor-kit/public';
import { ApiError } from '@/lib/api-error';
import { useDeleteEntry } from '../api/delete-entry';
import type { EntryKind, EntryOf } from '../api/entry-kinds';

type Props<K extends EntryKind> = SectionProps & {
  kind: K;
  step: ApplicationStep;
  entries: EntryOf<K>[];
  /** The entry's name on its card, in the delete question and the buttons' labels. */
  nameOf: (entry: EntryOf<K>, index: number) => string;
  /** What the card says of the entry besides its name. */
  details: (entry: EntryOf<K>) => ReactNode;
  /** The entry's fields still missing (the step cannot be completed before they are given). */
  missingOf: (entry: EntryOf<K>) => string[];
  onEdit: (entry: EntryOf<K> | null) => void;
};

/**
 * The entries of a list step as cards (a phone's width holds one per line), each with its edit and delete buttons;
 * then adding one, declaring that there is none (skipping), and marking the step completed.
 */
export function EntryList<K extends EntryKind>(props: Props<K>) {
  const { application, readOnly, kind, step, entries } = props;
  const { t } = useApplicantWords('application-lists');
  const complete = useCompleteStep(application.id, step);
  const remove = useDeleteEntry(application.id, kind);
  const [deleting, setDeleting] = useState<{ entry: EntryOf<K>; name: string } | null>(null);
  const state = application.steps[step];
  const problems = complete.error instanceof ApiError ? complete.error.fieldErrors : [];

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.entry.id, { onSuccess: () => setDeleting(null) });
  };

  return (
    <Stack>
      <Text>{t(`${kind}.intro`)}</Text>
      {state === 'SKIPPED' && (
        <Alert color="green" icon={<IconPlayerSkipForward size={18} aria-hidden />} role="status">
          {t(`${kind}.skipped`)}
        </Alert>
      )}
      {state === 'COMPLETED' && (
        <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
          {t('list.completed')}
        </Alert>
      )}
      {entries.length === 0 && state !== 'SKIPPED' && <Text c="dimmed">{t(`${kind}.empty`)}</Text>}
      <Stack
        gap="sm"
        component="ul"
        aria-label={t(`${kind}.listLabel`)}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {entries.map((entry, index) => {
          const name = props.nameOf(entry, index);
          const missing = props.missingOf(entry);
          return (
            <Card key={entry.id} withBorder component="li" padding="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {name}
                  </Text>
                  {props.details(entry)}
                  {missing.length > 0 && (
                    <Badge color="orange" variant="light" style={{ alignSelf: 'flex-start' }}>
                      {t('list.incomplete')}
                    </Badge>
                  )}
                </Stack>
                {!readOnly && (
                  <EditDeleteActions
                    editLabel={t('list.edit', { name })}
                    deleteLabel={t('list.delete', { name })}
                    onEdit={() => props.onEdit(entry)}
                    onDelete={() => {
                      remove.reset();
                      setDeleting({ entry, name });
                    }}
                  />
                )}
              </Group>
            </Card>
          );
        })}
      </Stack>
      {!readOnly && (
        <>
          {problems.length > 0 ? (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              <Text size="sm">{complete.error?.message}</Text>
              <List size="sm">
                {problems.map((problem, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: two entries may miss the same field; the order is the rules'.
                  <List.Item key={`${problem.field}-${index}`}>{problem.message}</List.Item>
                ))}
              </List>
            </Alert>
          ) : (
            complete.error && (
              <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
                {complete.error.message}
              </Alert>
            )
          )}
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => props.onEdit(null)}
            >
              {t(`${kind}.add`)}
            </Button>
            {entries.length === 0 && state !== 'SKIPPED' && (
              <Button
                variant="default"
                leftSection={<IconPlayerSkipForward size={18} aria-hidden />}
                loading={complete.isPending && complete.variables?.skipped === true}
                onClick={() => complete.mutate({ skipped: true })}
              >
                {t(`${kind}.skip`)}
              </Button>
            )}
            {entries.length > 0 && state !== 'COMPLETED' && (
              <Button
                loading={complete.isPending && !complete.variables?.skipped}
                onClick={() => complete.mutate(undefined)}
              >
                {t('list.complete')}
              </Button>
            )}
          </Group>
        </>
      )}
      <ConfirmDeleteModal
        name={deleting?.name ?? null}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        pending={remove.isPending}
        error={remove.error?.message}
      />
    </Stack>
  );
}

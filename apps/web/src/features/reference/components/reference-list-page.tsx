import { Alert, Badge, Button, Card, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { isLocale, type Locale } from '@portal/shared/locales';
import type { ReferenceKind } from '@portal/shared/reference';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '@/components/confirm-delete-modal';
import { EditDeleteActions } from '@/components/edit-delete-actions';
import { notifySuccess } from '@/lib/notify';
import { useDeleteReferenceItem } from '../api/delete-reference-item';
import { type ReferenceItem, useReferenceItems } from '../api/get-reference-items';
import { ReferenceForm } from './reference-form';
import { referenceKinds } from './reference-kinds';

/** One screen for each list: items as cards (readable at 360 px), create and edit in a dialog, delete after confirmation. */
export function ReferenceListPage({ kind }: { kind: ReferenceKind }) {
  const { t, i18n } = useTranslation('reference');
  const language: Locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const { key } = referenceKinds[kind];
  const items = useReferenceItems(kind);
  const remove = useDeleteReferenceItem();
  const narrow = useMediaQuery('(max-width: 36em)');
  const [editing, setEditing] = useState<ReferenceItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ReferenceItem | null>(null);
  const nameOf = (item: ReferenceItem) => item.name[language] || item.name.en;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { kind, id: deleting.id },
      {
        onSuccess: () => {
          notifySuccess(t('delete.done', { name: nameOf(deleting) }));
          setDeleting(null);
        },
      },
    );
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t(`${key}.title`)}</Title>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
          {t(`${key}.add`)}
        </Button>
      </Group>
      {items.isError ? <Alert color="red">{items.error.message}</Alert> : null}
      {items.isPending ? <Skeleton h={200} /> : null}
      {items.data?.length === 0 ? <Text>{t('empty')}</Text> : null}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t(`${key}.title`)}>
        {items.data?.map((item) => (
          <Card key={item.id} component="li" padding="sm" radius="md" withBorder>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Text fw={600}>{nameOf(item)}</Text>
                <ItemDetails item={item} language={language} />
              </Stack>
              <EditDeleteActions
                editLabel={t('actions.editItem', { name: nameOf(item) })}
                deleteLabel={t('actions.deleteItem', { name: nameOf(item) })}
                onEdit={() => setEditing(item)}
                onDelete={() => {
                  remove.reset();
                  setDeleting(item);
                }}
              />
            </Group>
          </Card>
        ))}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t(`${key}.add`) : t('common:actions.edit')}
        fullScreen={narrow}
        size="lg"
      >
        {editing !== null && (
          <ReferenceForm kind={kind} item={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
      <ConfirmDeleteModal
        name={deleting ? nameOf(deleting) : null}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        pending={remove.isPending}
        error={remove.error?.message}
      />
    </Stack>
  );
}

function ItemDetails({ item, language }: { item: ReferenceItem; language: Locale }) {
  const { t } = useTranslation('reference');
  const description = item.description?.[language];
  return (
    <>
      <Group gap={6}>
        {item.system ? <Badge variant="light">{t(`systems.${item.system}`)}</Badge> : null}
        {item.target ? <Badge variant="light">{t(`audiences.${item.target}`)}</Badge> : null}
        {item.scope ? <Badge variant="light">{t(`scopes.${item.scope}`)}</Badge> : null}
        {item.required ? <Badge variant="outline">{t('fields.required')}</Badge> : null}
        {item.allowMultiple ? <Badge variant="outline">{t('fields.allowMultiple')}</Badge> : null}
        {item.order !== undefined ? <Text size="sm">{t('fields.orderValue', { order: item.order })}</Text> : null}
      </Group>
      {description ? <Text size="sm">{description}</Text> : null}
    </>
  );
}

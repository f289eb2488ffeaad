import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import {
  ActionIcon,
  Alert,
  Avatar,
  Button,
  Card,
  Group,
  Modal,
  Pagination,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Quote } from '@portal/shared/quotes';
import { IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { notifySuccess } from '@/lib/notify';
import { useDeleteQuote } from '../api/delete-quote';
import { useQuotes } from '../api/get-quotes';
import { QuoteForm } from './quote-form';

const size = 10;

/** /quotes: testimonials shown on the landing page. */
export function QuotesPage() {
  const { t } = useTranslation('reference');
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search);
  const quotes = useQuotes({ page, size, search: debounced });
  const remove = useDeleteQuote();
  const narrow = useMediaQuery('(max-width: 36em)');
  const [editing, setEditing] = useState<Quote | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Quote | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess(t('delete.done', { name: deleting.fullName }));
        setDeleting(null);
      },
    });
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('quotes.title')}</Title>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
          {t('quotes.add')}
        </Button>
      </Group>
      <TextInput
        label={t('quotes.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(0);
        }}
      />
      {quotes.isError ? <Alert color="red">{quotes.error.message}</Alert> : null}
      {quotes.isPending ? <Skeleton h={200} /> : null}
      {quotes.data?.content.length === 0 ? <Text>{t('empty')}</Text> : null}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('quotes.title')}>
        {quotes.data?.content.map((quote) => (
          <Card key={quote.id} component="li" padding="sm" radius="md" withBorder>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Group wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
                <Avatar src={quote.image ? `/api/files/quote-avatars/${quote.image}` : null} alt="" radius="xl">
                  {quote.fullName.slice(0, 1)}
                </Avatar>
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600}>{quote.fullName}</Text>
                  <Text size="sm">{[quote.position, quote.company].filter(Boolean).join(', ')}</Text>
                  <Text size="sm" lineClamp={3}>
                    {quote.content}
                  </Text>
                </Stack>
              </Group>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  size="lg"
                  aria-label={t('actions.editItem', { name: quote.fullName })}
                  onClick={() => setEditing(quote)}
                >
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('actions.deleteItem', { name: quote.fullName })}
                  onClick={() => {
                    remove.reset();
                    setDeleting(quote);
                  }}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
      {quotes.data && quotes.data.totalPages > 1 ? (
        <Pagination total={quotes.data.totalPages} value={page + 1} onChange={(value) => setPage(value - 1)} />
      ) : null}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('quotes.add') : t('actions.edit')}
        fullScreen={narrow}
        size="lg"
      >
        {editing !== null && (
          <QuoteForm quote={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('delete.title')} centered>
        <Stack>
          <Text>{t('delete.question', { name: deleting?.fullName })}</Text>
          {remove.error ? <Alert color="red">{remove.error.message}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('actions.cancel')}
            </Button>
            <Button color="red" onClick={confirmDelete} loading={remove.isPending}>
              {t('actions.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

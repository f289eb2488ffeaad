import { ActionIcon, Avatar, Button, Group, Modal, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Quote } from '@portal/shared/quotes';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '@/components/list/column';
import { ListControls, ListSearch, ListSort } from '@/components/list/list-controls';
import type { ListSpec } from '@/components/list/list-spec';
import { PagedTable } from '@/components/list/paged-table';
import { useListParams } from '@/components/list/use-list-params';
import { quoteImageSrc } from '@/lib/file-urls';
import { useDeleteQuote } from '../api/delete-quote';
import { useQuotes } from '../api/get-quotes';
import { QuoteForm } from './quote-form';

const quotesList = {
  sorts: { newest: 'created,desc', oldest: 'created,asc', name: 'fullName,asc', company: 'company,asc' },
  search: true,
} satisfies ListSpec;

/** /quotes: testimonials shown on the landing page. */
export function QuotesPage() {
  const { t } = useTranslation('reference');
  const list = useListParams(quotesList);
  const quotes = useQuotes(list.query);
  const remove = useDeleteQuote();
  const narrow = useMediaQuery('(max-width: 36em)');
  const [editing, setEditing] = useState<Quote | 'new' | null>(null);
  const columns: Column<Quote>[] = [
    {
      key: 'person',
      header: t('quotes.fullName'),
      primary: true,
      cell: (quote) => (
        <Group wrap="nowrap" gap="sm">
          <Avatar src={quote.image ? quoteImageSrc(quote.image) : null} alt="" radius="xl" size="sm">
            {quote.fullName.slice(0, 1)}
          </Avatar>
          <Text fw={600} size="sm">
            {quote.fullName}
          </Text>
        </Group>
      ),
    },
    {
      key: 'position',
      header: t('quotes.position'),
      cell: (quote) => [quote.position, quote.company].filter(Boolean).join(', '),
    },
    {
      key: 'content',
      header: t('quotes.content'),
      cell: (quote) => (
        <Text size="sm" lineClamp={3}>
          {quote.content}
        </Text>
      ),
    },
  ];

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('quotes.title')}</Title>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
          {t('quotes.add')}
        </Button>
      </Group>
      <ListControls maw={640}>
        <ListSearch list={list} label={t('quotes.search')} />
        <ListSort list={list} label={t('quotes.sort')} optionLabel={(sort) => t(`quotes.sorts.${sort}`)} />
      </ListControls>
      <PagedTable
        label={t('quotes.title')}
        list={list}
        query={quotes}
        columns={columns}
        rowKey={(quote) => quote.id}
        actions={(quote) => (
          <Tooltip label={t('common:actions.edit')}>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={t('actions.editItem', { name: quote.fullName })}
              onClick={() => setEditing(quote)}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
        remove={{ name: (quote) => quote.fullName, run: (quote) => remove.mutateAsync(quote.id) }}
        empty={t('empty')}
        filtered={Boolean(list.search)}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('quotes.add') : t('quotes.edit')}
        fullScreen={narrow}
        size="lg"
      >
        {editing !== null && (
          <QuoteForm quote={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
    </Stack>
  );
}

import { Alert, Group, Loader, Pagination, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { DEFAULT_PAGE_SIZE } from '@portal/shared/paging';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useUsers } from '../api/get-users';
import { UserCards } from './user-cards';
import { UsersTable } from './users-table';

const sorts = ['created,desc', 'created,asc', 'lastName,asc', 'username,asc', 'email,asc'] as const;

/** `role:eq:ADMIN;active:eq:true`, from the chosen filters. */
function toFilter(role: string | null, active: string | null): string | undefined {
  const parts = [role && `role:eq:${role}`, active && `active:eq:${active}`].filter(Boolean);
  return parts.length ? parts.join(';') : undefined;
}

export function UsersPage() {
  const { t } = useTranslation('users');
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<string | null>(null);
  const [active, setActive] = useState<string | null>(null);
  const [sort, setSort] = useState<string>(sorts[0]);
  const [page, setPage] = useState(0);
  const debouncedSearch = useDebouncedValue(search.trim());
  const users = useUsers({
    page,
    size: DEFAULT_PAGE_SIZE,
    sort,
    search: debouncedSearch || undefined,
    filter: toFilter(role, active),
  });
  const resetPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };

  return (
    <Stack>
      <Title order={1}>{t('list.title')}</Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <TextInput
          label={t('list.search')}
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => resetPage(setSearch)(event.currentTarget.value)}
        />
        <Select
          label={t('fields.role')}
          data={[
            { value: 'ADMIN', label: t('roles.ADMIN') },
            { value: 'STUDENT', label: t('roles.STUDENT') },
          ]}
          value={role}
          onChange={resetPage(setRole)}
          placeholder={t('list.all')}
          clearable
        />
        <Select
          label={t('fields.status')}
          data={[
            { value: 'true', label: t('status.active') },
            { value: 'false', label: t('status.inactive') },
          ]}
          value={active}
          onChange={resetPage(setActive)}
          placeholder={t('list.all')}
          clearable
        />
        <Select
          label={t('list.sort')}
          data={sorts.map((value) => ({ value, label: t(`list.sorts.${value.replace(',', '_')}`) }))}
          value={sort}
          onChange={(value) => value && resetPage(setSort)(value)}
          allowDeselect={false}
        />
      </SimpleGrid>
      {users.isPending && <Loader aria-label={t('list.loading')} />}
      {users.isError && (
        <Alert color="red" role="alert">
          {users.error.message}
        </Alert>
      )}
      {users.data && (
        <>
          <Text size="sm" c="dimmed" role="status">
            {t('list.count', { count: users.data.totalElements })}
          </Text>
          <UsersTable users={users.data.content} />
          <UserCards users={users.data.content} />
          {users.data.totalPages > 1 && (
            <Group justify="center">
              <Pagination
                total={users.data.totalPages}
                value={page + 1}
                onChange={(next) => setPage(next - 1)}
                getControlProps={(control) => ({ 'aria-label': t(`list.pages.${control}`) })}
                getItemProps={(item) => ({ 'aria-label': t('list.pages.page', { page: item }) })}
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

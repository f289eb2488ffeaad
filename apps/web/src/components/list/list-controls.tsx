import { NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListParams } from './use-list-params';

/** The search box of a list whose spec has `search: true`. */
/** The style of the row that holds a list's controls: the inputs line up even when a label wraps onto two lines. */
export const listControlsRow = { alignItems: 'end' } as const;

export function ListSearch({ list, label }: { list: Pick<ListParams, 'searchText' | 'setSearchText'>; label: string }) {
  return (
    <TextInput
      type="search"
      label={label}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={list.searchText}
      onChange={(event) => list.setSearchText(event.currentTarget.value)}
    />
  );
}

/** One filter of the list's ListSpec: "All" or one of its values. */
export function ListFilter<S extends string, F extends string>({
  list,
  name,
  label,
  optionLabel,
}: {
  list: ListParams<S, F>;
  name: F;
  label: string;
  optionLabel: (value: string) => string;
}) {
  const { t } = useTranslation('list');
  const values = list.spec.filters?.[name]?.values ?? [];
  return (
    <NativeSelect
      label={label}
      value={list.filters[name] ?? ''}
      onChange={(event) => list.setFilter(name, event.currentTarget.value || null)}
      data={[{ value: '', label: t('all') }, ...values.map((value) => ({ value, label: optionLabel(value) }))]}
    />
  );
}

/** The sort orders of the list's ListSpec, by key. */
export function ListSort<S extends string, F extends string>({
  list,
  label,
  optionLabel,
}: {
  list: ListParams<S, F>;
  label: string;
  optionLabel: (key: S) => string;
}) {
  const keys = Object.keys(list.spec.sorts) as S[];
  return (
    <NativeSelect
      label={label}
      value={list.sort}
      onChange={(event) => list.setSort(event.currentTarget.value as S)}
      data={keys.map((key) => ({ value: key, label: optionLabel(key) }))}
    />
  );
}

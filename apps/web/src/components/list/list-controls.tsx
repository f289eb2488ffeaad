import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WrappingSelect } from '@/components/wrapping-select/wrapping-select';
import classes from './list-controls.module.css';
import type { ListParams } from './use-list-params';

/**
 * The row that holds a list's controls: as many columns as fit, each wide enough for its longest choice, the inputs
 * lined up when a label wraps. `maw` keeps a list of two controls from stretching them across a wide screen.
 */
export function ListControls({ children, maw }: { children: ReactNode; maw?: number }) {
  return (
    <div className={classes.row} style={maw ? { maxWidth: maw } : undefined}>
      {children}
    </div>
  );
}

/** The search box of a list whose spec has `search: true`. */

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
    <WrappingSelect
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
    <WrappingSelect
      label={label}
      value={list.sort}
      onChange={(event) => list.setSort(event.currentTarget.value as S)}
      data={keys.map((key) => ({ value: key, label: optionLabel(key) }))}
    />
  );
}

import { Group, NativeSelect, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { defaultSizeOf, sizesOf } from './list-spec';
import type { ListParams } from './use-list-params';

type Props = {
  list: Pick<ListParams, 'page' | 'size' | 'setPage' | 'setSize' | 'spec'>;
  totalPages: number;
  totalElements: number;
};

/** Pages (labelled for screen readers, narrow enough for 360 px) and the number of rows per page. */
export function ListPagination({ list, totalPages, totalElements }: Props) {
  const { t } = useTranslation('list');
  const sizes = sizesOf(list.spec);
  const showSize = totalElements > Math.min(...sizes) || list.size !== defaultSizeOf(list.spec);
  if (totalPages <= 1 && !showSize) return null;
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      {totalPages > 1 ? (
        <Pagination
          total={totalPages}
          value={list.page + 1}
          onChange={(page) => list.setPage(page - 1)}
          siblings={1}
          boundaries={1}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': t(`pages.${control}`) })}
          getItemProps={(page) => ({ 'aria-label': t('pages.page', { page }) })}
        />
      ) : (
        <span />
      )}
      {showSize ? (
        <NativeSelect
          size="xs"
          label={t('size')}
          value={String(list.size)}
          onChange={(event) => list.setSize(Number(event.currentTarget.value))}
          data={sizes.map(String)}
          styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 } }}
        />
      ) : null}
    </Group>
  );
}

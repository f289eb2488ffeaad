import { Alert, Anchor, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { BeneficiaryLine, LateItem } from '@portal/shared/beneficiaries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Column } from '@/components/list/column';
import { ListCards } from '@/components/list/list-cards';
import { ListTable } from '@/components/list/list-table';
import { paths } from '@/config/paths';
import { apiDownload } from '@/lib/api-client';
import { useNumbers } from '@/lib/numbers';
import { saveFile } from '@/lib/save-file';
import { useBoard } from '../api/get-board';

function BeneficiaryName({ line }: { line: BeneficiaryLine }) {
  const { t } = useTranslation('beneficiaries');
  return (
    <Group gap="xs">
      <Anchor component={Link} to={paths.scholarshipYear({ id: line.applicationId })} fw={600}>
        {line.name}
      </Anchor>
      {line.notRenewed ? (
        <Badge color="gray" variant="light">
          {t('notRenewedShort')}
        </Badge>
      ) : null}
      {line.withdrawn ? (
        <Badge color="gray" variant="light">
          {t('withdrawnShort')}
        </Badge>
      ) : null}
    </Group>
  );
}

function LateBadges({ late, withdrawn }: { late: LateItem[]; withdrawn: boolean }) {
  const { t } = useTranslation('beneficiaries');
  if (withdrawn) return null;
  return (
    <Group gap={4}>
      {late.length === 0 ? (
        <Badge color="green" variant="light">
          {t('board.upToDate')}
        </Badge>
      ) : (
        late.map((item) => (
          <Badge key={item} color="orange" variant="light">
            {t(`late.${item}`)}
          </Badge>
        ))
      )}
    </Group>
  );
}

/** The board's columns: the name first, hours done beside those expected by now, money paid beside what fell due. */
function useColumns(): Column<BeneficiaryLine>[] {
  const { t } = useTranslation('beneficiaries');
  const numbers = useNumbers();
  return [
    { key: 'name', header: t('board.name'), primary: true, cell: (line) => <BeneficiaryName line={line} /> },
    {
      key: 'hours',
      header: t('board.hours'),
      cell: (line) =>
        t('board.hoursOf', { done: numbers.format(line.validatedHours), expected: numbers.format(line.hoursExpected) }),
    },
    { key: 'transcripts', header: t('board.transcripts'), cell: (line) => line.transcripts },
    {
      key: 'paid',
      header: t('board.paid'),
      cell: (line) => t('board.paidOf', { paid: numbers.francs(line.paidFcfa), due: numbers.francs(line.dueFcfa) }),
    },
    {
      key: 'late',
      header: t('board.late'),
      cell: (line) => <LateBadges late={line.late} withdrawn={line.withdrawn} />,
    },
  ];
}

/** /beneficiaries (administrators): this year's beneficiaries with what is late, and the export. */
export function BoardPage() {
  const { t } = useTranslation('beneficiaries');
  const board = useBoard();
  const columns = useColumns();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  async function exportBoard() {
    setExporting(true);
    setExportError(null);
    try {
      const file = await apiDownload({ path: '/beneficiaries/export' }, () => {});
      saveFile(file.blob, file.fileName ?? 'beneficiaries.xlsx');
    } catch (error) {
      setExportError(error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(false);
    }
  }
  const rows = board.data ?? [];
  const list = {
    label: t('board.title'),
    rows,
    columns,
    rowKey: (line: BeneficiaryLine) => line.applicationId,
  };
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('board.title')}</Title>
        <Button onClick={exportBoard} loading={exporting} variant="light">
          {t('board.export')}
        </Button>
      </Group>
      {exportError ? <Alert color="red">{exportError}</Alert> : null}
      {board.isPending ? <Skeleton height={120} /> : null}
      {board.error ? <Alert color="red">{board.error.message}</Alert> : null}
      {board.data?.length === 0 ? <Text c="dimmed">{t('board.empty')}</Text> : null}
      {rows.length ? (
        <>
          <Text size="sm" c="dimmed" role="status">
            {t('board.caption', { count: rows.length })}
          </Text>
          <ListTable {...list} />
          <ListCards {...list} />
        </>
      ) : null}
    </Stack>
  );
}

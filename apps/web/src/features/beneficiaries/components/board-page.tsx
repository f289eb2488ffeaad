import { Alert, Anchor, Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { BeneficiaryLine, LateItem } from '@portal/shared/beneficiaries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { apiDownload } from '@/lib/api-client';
import { useBoard } from '../api/get-board';

function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

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
    </Group>
  );
}

function LateBadges({ late }: { late: LateItem[] }) {
  const { t } = useTranslation('beneficiaries');
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

/** /beneficiaries (administrators): this year's beneficiaries with what is late, and the export. */
export function BoardPage() {
  const { t, i18n } = useTranslation('beneficiaries');
  const board = useBoard();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const number = new Intl.NumberFormat(i18n.resolvedLanguage, { maximumFractionDigits: 1 });
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
      {board.data?.length ? (
        <>
          <Text size="sm" c="dimmed" hiddenFrom="sm">
            {t('board.caption', { count: board.data.length })}
          </Text>
          <Stack gap="sm" hiddenFrom="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {board.data.map((line) => (
              <Card component="li" key={line.applicationId} withBorder padding="sm" radius="md">
                <Stack gap={6}>
                  <BeneficiaryName line={line} />
                  <Text size="sm">
                    {t('board.hours')}:{' '}
                    {t('board.hoursOf', { done: number.format(line.validatedHours), expected: line.hoursExpected })}
                  </Text>
                  <Text size="sm">
                    {t('board.transcripts')}: {line.transcripts} · {t('board.paid')}: {line.paid}
                  </Text>
                  <LateBadges late={line.late} />
                </Stack>
              </Card>
            ))}
          </Stack>
          <Table.ScrollContainer minWidth={640} visibleFrom="sm">
            <Table striped highlightOnHover>
              <Table.Caption>{t('board.caption', { count: board.data.length })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('board.name')}</Table.Th>
                  <Table.Th>{t('board.hours')}</Table.Th>
                  <Table.Th>{t('board.transcripts')}</Table.Th>
                  <Table.Th>{t('board.paid')}</Table.Th>
                  <Table.Th>{t('board.late')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {board.data.map((line) => (
                  <Table.Tr key={line.applicationId}>
                    <Table.Td>
                      <BeneficiaryName line={line} />
                    </Table.Td>
                    <Table.Td>
                      {t('board.hoursOf', { done: number.format(line.validatedHours), expected: line.hoursExpected })}
                    </Table.Td>
                    <Table.Td>{line.transcripts}</Table.Td>
                    <Table.Td>{line.paid}</Table.Td>
                    <Table.Td>
                      <LateBadges late={line.late} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      ) : null}
    </Stack>
  );
}

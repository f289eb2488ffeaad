import { Alert, Button, List, Stack, Text } from '@mantine/core';
import type { PanelsResult } from '@portal/shared/selection';
import { IconAlertTriangle, IconCircleCheck, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNumbers } from '@/lib/numbers';
import { useFormPanels } from '../api/form-panels';

/**
 * "Form the panels" (administrators): the session's `panelSize` staff members on each preselected application,
 * balanced, never one who declared a conflict with it; seats already given stay. Its answer is said in full: the
 * seats given, how many sit on panels, and every panel left short.
 */
export function FormPanels({ sessionId, panelSize }: { sessionId: number; panelSize: number }) {
  const { t } = useTranslation('panel');
  const numbers = useNumbers();
  const run = useFormPanels(sessionId);
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">{t('panels.explain', { count: panelSize, size: numbers.format(panelSize) })}</Text>
      <Button
        leftSection={<IconUsersGroup size={16} aria-hidden />}
        loading={run.isPending}
        onClick={() => run.mutate()}
      >
        {t('panels.run')}
      </Button>
      <div role="status" style={{ alignSelf: 'stretch' }}>
        {run.data ? <PanelsOutcome result={run.data} /> : null}
      </div>
      {run.isError ? (
        <Alert color="red" role="alert">
          {run.error.message}
        </Alert>
      ) : null}
    </Stack>
  );
}

function PanelsOutcome({ result }: { result: PanelsResult }) {
  const { t } = useTranslation('panel');
  const numbers = useNumbers();
  const short = result.unfilled.length > 0;
  return (
    <Alert
      color={short ? 'orange' : 'green'}
      icon={short ? <IconAlertTriangle size={18} aria-hidden /> : <IconCircleCheck size={18} aria-hidden />}
      title={t('panels.done')}
    >
      <Stack gap="xs">
        <Text size="sm">
          {t('panels.assigned', { count: result.assigned, seats: numbers.format(result.assigned) })}{' '}
          {t('panels.evaluators', { count: result.evaluators, people: numbers.format(result.evaluators) })}
        </Text>
        {short ? (
          <>
            <Text size="sm" fw={600}>
              {t('panels.unfilled')}
            </Text>
            <List size="sm" spacing={2}>
              {result.unfilled.map((panel) => (
                <List.Item key={panel.applicationId}>
                  {t('panels.missing', {
                    name: panel.applicantName,
                    count: panel.missing,
                    seats: numbers.format(panel.missing),
                  })}
                </List.Item>
              ))}
            </List>
          </>
        ) : (
          <Text size="sm">{t('panels.allFull')}</Text>
        )}
      </Stack>
    </Alert>
  );
}

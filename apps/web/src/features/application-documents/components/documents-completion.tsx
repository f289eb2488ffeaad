import { Alert, Button, Group, Text } from '@mantine/core';
import type { Application } from '@portal/shared/applications';
import type { ApplicationDocument } from '@portal/shared/documents';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCompleteStep } from '@/features/applications/public';
import type { ReferenceItem } from '@/features/reference/public';
import { ApiError } from '@/lib/api-error';
import { currentLanguage } from '@/lib/i18n';

type Props = {
  application: Application;
  readOnly: boolean;
  asked: ReferenceItem[];
  documents: ApplicationDocument[];
  /** Files kept on the device that the server does not have yet. */
  waiting: number;
};

/**
 * Marking the step completed, as on the other steps: what is still missing is said before the button is pressed;
 * the server's own list of problems shows if it refuses.
 */
export function DocumentsCompletion({ application, readOnly, asked, documents, waiting }: Props) {
  const { t } = useTranslation('documents');
  const complete = useCompleteStep(application.id, 'DOCUMENTS');
  const language = currentLanguage();
  const missing = asked
    .filter((type) => type.required && !documents.some((document) => document.typeId === type.id))
    .map((type) => type.name[language]);
  const error = complete.error;
  const problems = error instanceof ApiError ? error.fieldErrors : [];

  if (application.steps.DOCUMENTS === 'COMPLETED')
    return (
      <Alert color="green" role="status" icon={<IconCircleCheck size={18} aria-hidden />}>
        {t('complete.done')}
      </Alert>
    );
  if (readOnly) return null;
  return (
    <>
      {missing.length > 0 && <Text size="sm">{t('complete.missing', { names: missing.join(', ') })}</Text>}
      {waiting > 0 && <Text size="sm">{t('complete.pendingFirst')}</Text>}
      <Group>
        <Button onClick={() => complete.mutate(undefined)} loading={complete.isPending}>
          {t('complete.action')}
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
          <Text size="sm">{error.message}</Text>
          {problems.length > 0 && (
            <ul>
              {problems.map((problem) => (
                <li key={`${problem.field}-${problem.message}`}>{problem.message}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
    </>
  );
}

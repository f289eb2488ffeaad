import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The foot of an edit form: the save failure (if any), then Cancel and Save. */
export function FormActions({
  onCancel,
  saving,
  error,
}: {
  onCancel: () => void;
  saving: boolean;
  error?: Error | null;
}) {
  const { t } = useTranslation('common');
  return (
    <>
      {error ? (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {t('actions.save')}
        </Button>
      </Group>
    </>
  );
}

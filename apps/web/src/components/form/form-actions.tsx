import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormAlert } from './form-alert';

/** The foot of an edit form in a dialog: the error that belongs to no field (if any), then Cancel and Save. */
export function FormActions({
  onCancel,
  saving,
  error,
}: {
  onCancel: () => void;
  saving: boolean;
  error: Error | null;
}) {
  const { t } = useTranslation('common');
  return (
    <>
      <FormAlert error={error} />
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

import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

/** Says that a save went through, until the form changes again. */
export function SavedNotice({ show, message }: { show: boolean; message: string }) {
  if (!show) return null;
  return (
    <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} role="status" py="xs">
      {message}
    </Alert>
  );
}

import { Alert, Anchor } from '@mantine/core';
import type { LockReason } from '@portal/shared/application-rules';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Props = { reason: LockReason | null; administrator: boolean; editPath: string | null };

/** Why the application is shown read-only, in words; or, for its owner in view mode, the way back to editing. */
export function LockNotice({ reason, administrator, editPath }: Props) {
  const { t } = useTranslation('applications');
  if (administrator)
    return (
      <Alert color="blue" icon={<IconLock size={18} aria-hidden />}>
        {t('lock.ADMIN')}
      </Alert>
    );
  if (reason)
    return (
      <Alert color="blue" icon={<IconLock size={18} aria-hidden />}>
        {t(`lock.${reason}`)}
      </Alert>
    );
  if (!editPath) return null;
  return (
    <Alert color="gray">
      {t('lock.viewOnly')}{' '}
      <Anchor component={Link} to={editPath}>
        {t('lock.edit')}
      </Anchor>
    </Alert>
  );
}

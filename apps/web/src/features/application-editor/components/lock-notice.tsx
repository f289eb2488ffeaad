import { Alert, Anchor } from '@mantine/core';
import type { LockReason } from '@portal/shared/application-rules';
import type { UserRole } from '@portal/shared/enums';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Props = {
  reason: LockReason | null;
  /** The reader's role when they read it as the committee (an administrator or an evaluator); null for the applicant. */
  committee: UserRole | null;
  editPath: string | null;
};

/** Why the application is shown read-only, in words; or, for its owner in view mode, the way back to editing. */
export function LockNotice({ reason, committee, editPath }: Props) {
  const { t } = useTranslation('applications');
  if (committee && committee !== 'STUDENT')
    return (
      <Alert color="blue" icon={<IconLock size={18} aria-hidden />}>
        {t(`lock.${committee}`)}
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

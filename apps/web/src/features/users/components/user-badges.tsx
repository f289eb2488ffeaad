import { Badge, Group } from '@mantine/core';
import type { UserSummary } from '@portal/shared/accounts';
import { useTranslation } from 'react-i18next';

const roleColors: Record<UserSummary['role'], string> = { ADMIN: 'grape', EVALUATOR: 'teal', STUDENT: 'blue' };

export function UserBadges({ user }: { user: UserSummary }) {
  const { t } = useTranslation('users');
  return (
    <Group gap={6} wrap="wrap">
      <Badge variant="light" color={roleColors[user.role]}>
        {t(`common:roles.${user.role}`)}
      </Badge>
      <Badge variant="dot" color={user.active ? 'green' : 'gray'}>
        {t(user.active ? 'status.active' : 'status.inactive')}
      </Badge>
      {!user.accountVerified && (
        <Badge variant="outline" color="orange">
          {t('status.unverified')}
        </Badge>
      )}
    </Group>
  );
}

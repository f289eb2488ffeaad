import { Button, Group } from '@mantine/core';
import { mayPreselect } from '@portal/shared/preselection-rules';
import type { Session } from '@portal/shared/sessions';
import { IconListCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth-store';
import { PreselectionDialog } from './preselection-dialog';

/**
 * "Preselect for interviews", for administrators once the session's submission period is over and until its
 * decisions are published: the dialog where the committee picks how many candidates to interview.
 */
export function PreselectionAction({ session }: { session: Session }) {
  const { t } = useTranslation('candidates');
  const administrator = useAuth().user?.role === 'ADMIN';
  const [opened, setOpened] = useState(false);
  if (!administrator || !mayPreselect(session)) return null;
  return (
    <Group gap="sm">
      <Button variant="light" leftSection={<IconListCheck size={18} aria-hidden />} onClick={() => setOpened(true)}>
        {t('preselectDialog.action')}
      </Button>
      <PreselectionDialog session={session} opened={opened} onClose={() => setOpened(false)} />
    </Group>
  );
}

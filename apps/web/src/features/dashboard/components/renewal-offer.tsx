import { Card, Modal, Title } from '@mantine/core';
import type { RenewableApplication } from '@portal/shared/renewal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RenewalChoice } from './renewal-choice';

const dismissedKey = (id: number) => `portal.renewal.${id}.dismissed`;

function wasDismissed(id: number): boolean {
  try {
    return sessionStorage.getItem(dismissedKey(id)) === '1';
  } catch {
    return false;
  }
}

/**
 * A past holder without an application to the current session is asked at once whether to renew; closing the
 * question (remembered for this visit) leaves the same choice on the dashboard, so it is never lost.
 */
export function RenewalOffer({ renewable, sessionId }: { renewable: RenewableApplication; sessionId: number }) {
  const { t } = useTranslation('renewal');
  const [opened, setOpened] = useState(() => !wasDismissed(renewable.id));
  const dismiss = () => {
    setOpened(false);
    try {
      sessionStorage.setItem(dismissedKey(renewable.id), '1');
    } catch {
      // Private browsing without storage: the question comes back on the next visit, nothing else is lost.
    }
  };
  return (
    <>
      <Modal
        opened={opened}
        onClose={dismiss}
        title={t('dialogTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('later') }}
      >
        <RenewalChoice renewable={renewable} sessionId={sessionId} />
      </Modal>
      <Card component="section" aria-labelledby="renewal-offer-title" withBorder padding="lg" radius="md">
        <Title order={2} size="h3" id="renewal-offer-title" mb="xs">
          {t('title')}
        </Title>
        {!opened && <RenewalChoice renewable={renewable} sessionId={sessionId} />}
      </Card>
    </>
  );
}

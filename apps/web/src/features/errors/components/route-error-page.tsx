import { Button } from '@mantine/core';
import { IconAlertTriangle, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusScreen } from '@/components/status-screen';
import { NotFoundPage } from './not-found-page';

/**
 * Router errorElement: a 404 from the router shows not-found; a screen whose code could not be fetched without a
 * connection (one the offline app does not keep, such as sign-in) says so; anything else a reload prompt.
 */
export function RouteErrorPage() {
  const { t } = useTranslation('errors');
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // Without a connection, the screen's code could not come: say so rather than "something went wrong".
  const offline = !navigator.onLine;
  return (
    <main>
      <StatusScreen
        icon={offline ? <IconWifiOff size={32} /> : <IconAlertTriangle size={32} />}
        title={t(offline ? 'crash.offlineTitle' : 'crash.title')}
        description={t(offline ? 'crash.offlineDescription' : 'crash.description')}
        actions={
          <Button onClick={() => window.location.reload()}>{t(offline ? 'crash.retry' : 'crash.reload')}</Button>
        }
      />
    </main>
  );
}

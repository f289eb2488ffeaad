import { Alert, Button, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageLoader } from './page-loader';

type Props<T> = {
  query: UseQueryResult<T, Error>;
  /** A heading for the failure, and a button to ask again (its label), where the screen offers one. */
  errorTitle?: string;
  retryLabel?: string;
  children: (data: T) => ReactNode;
};

/** What a screen shows before its data: the loader while it comes, the failure in words if it does not. */
export function QueryGate<T>({ query, errorTitle, retryLabel, children }: Props<T>) {
  if (query.isError)
    return (
      <Alert color="red" role="alert" title={errorTitle}>
        <Stack gap="xs" align="flex-start">
          {query.error.message}
          {retryLabel ? (
            <Button size="sm" variant="light" onClick={() => query.refetch()}>
              {retryLabel}
            </Button>
          ) : null}
        </Stack>
      </Alert>
    );
  if (query.isPending) return <PageLoader />;
  return children(query.data);
}

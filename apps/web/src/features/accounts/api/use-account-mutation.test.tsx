import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { useAccountMutation } from './use-account-mutation';

const user = { id: 1, firstName: 'Awa', lastName: 'N', avatar: null } as never;

describe('a change to the own account', () => {
  it('marks what the applications show of their applicant as stale, and nothing else of them', async () => {
    const client = createQueryClient();
    client.setQueryData(['applications', 'one', 3, 'applicant'], { sex: 'F' });
    client.setQueryData(['applications', 'one', 3, 'rating'], { stars: 4 });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useAccountMutation(async () => user), { wrapper });
    await act(() => result.current.mutateAsync(undefined));
    expect(client.getQueryState(['applications', 'one', 3, 'applicant'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['applications', 'one', 3, 'rating'])?.isInvalidated).toBe(false);
  });
});

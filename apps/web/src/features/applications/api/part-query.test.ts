import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { partQuery } from './part-query';

const schema = { parse: (data: unknown) => data };

describe('a part read', () => {
  it("stays fresh as long as the app's reads do, unless it says otherwise", () => {
    const client = createQueryClient();
    const plain = partQuery('rating', '/applications/{id}/rating', schema);
    const links = partQuery('documents', '/documents/application/{id}', schema, { staleTime: 4 * 60_000 });
    expect(client.defaultQueryOptions(plain.options(3)).staleTime).toBe(30_000);
    expect(client.defaultQueryOptions(links.options(3)).staleTime).toBe(4 * 60_000);
  });
});

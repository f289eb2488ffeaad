import { dataExportSchema } from '@portal/shared/personal-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { personalDataKeys, type Whose } from './keys';

/** The archive's size now, how many files it holds, and a signed link that downloads it. */
export function getDataExport(whose: Whose, signal?: AbortSignal) {
  return whose === 'me'
    ? apiRequest({ path: '/users/me/export/size', schema: dataExportSchema, signal })
    : apiRequest({ path: '/users/{id}/export/size', pathParams: { id: whose }, schema: dataExportSchema, signal });
}

/** Asked again whenever the section is shown: the data, and so the size, change, and the link expires. */
export const dataExportQueryOptions = (whose: Whose) =>
  queryOptions({
    queryKey: personalDataKeys.summary(whose),
    queryFn: ({ signal }) => getDataExport(whose, signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useDataExport(whose: Whose) {
  return useQuery(dataExportQueryOptions(whose));
}

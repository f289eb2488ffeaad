import { type ApiRequest, apiRequest } from './api-client';

type Saved<T> = {
  /** The object's id, or null before its first save. */
  id: number | null;
  /** Where it is added (a POST), and what it belongs to (`{ applicationId }`) when the address does not say. */
  create: Pick<ApiRequest<T>, 'path' | 'pathParams'> & { owner?: Record<string, number> };
  /** Where it is replaced (a PUT), by its `{id}`. */
  replace: string;
  body: object;
  schema: NonNullable<ApiRequest<T>['schema']>;
};

/**
 * An object made once and then replaced (a school result, a family, a member, an entry of a list): added on its
 * first save, never naming a version, then replaced by its id with the version the screen loaded.
 */
export function createOrReplace<T>({ id, create, replace, body, schema }: Saved<T>): Promise<T> {
  if (id === null)
    return apiRequest({
      method: 'POST',
      path: create.path,
      pathParams: create.pathParams,
      body: { ...body, version: undefined, ...create.owner },
      schema,
    });
  return apiRequest({ method: 'PUT', path: replace, pathParams: { id }, body, schema });
}

/**
 * The save of what an application has, kept under `collection`: added there with the application's id, replaced
 * at `collection/{id}` (a school result, a high-school resume, a family, an entry of a list).
 */
export function applicationPartWriter<T, B extends object>(
  collection: string,
  schema: NonNullable<ApiRequest<T>['schema']>,
) {
  return (applicationId: number, id: number | null, body: B) =>
    createOrReplace({
      id,
      create: { path: collection, owner: { applicationId } },
      replace: `${collection}/{id}`,
      body,
      schema,
    });
}

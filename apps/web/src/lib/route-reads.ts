import type { DefaultError, QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query';
import { createContext, type LoaderFunction, type Params, RouterContextProvider } from 'react-router';
import { type AuthUser, authStore, isAuthenticated } from './auth-store';

declare module 'react-router' {
  // The loaders read the app's query client from the router's context (`queryClientContext`), typed.
  interface Future {
    v8_middleware: true;
  }
}

/** The app's one query client, as the routes' loaders see it. */
export const queryClientContext = createContext<QueryClient>();

/** The router's context for `queryClient`: what `createBrowserRouter`'s `getContext` answers. */
export function routerContext(queryClient: QueryClient): () => RouterContextProvider {
  return () => new RouterContextProvider(new Map([[queryClientContext, queryClient]]));
}

/**
 * Asks for one read as the screen will (the same query options), unless an answer is kept, whatever its age: the
 * screen's own query decides whether it is fresh enough. Resolves to the answer, or to undefined when the read failed:
 * the screen shows the failure and asks again.
 */
export type Ask = <T, K extends QueryKey>(
  options: QueryExecuteOptions<T, DefaultError, T, T, K>,
) => Promise<T | undefined>;

export type FirstReads = (args: { ask: Ask; params: Params; user: AuthUser }) => void;

/**
 * A signed-in screen's loader: as soon as the router has matched the address, and beside the screen's code, it asks
 * for the reads the screen starts with (`reads`), instead of once that code has arrived and run. It does not wait for
 * them: the screen keeps its own loading, failure and offline states. A visitor who is not signed in asks nothing
 * (the guard sends them to sign in).
 */
export function firstReads(reads: FirstReads): LoaderFunction {
  return ({ params, context }) => {
    const signedIn = authStore.get();
    const { user } = signedIn;
    if (!user || !isAuthenticated(signedIn)) return null;
    const queryClient = context.get(queryClientContext);
    const ask: Ask = (options) =>
      queryClient.query({ ...options, staleTime: 'static' }).then(
        (data) => data,
        () => undefined,
      );
    reads({ ask, params, user });
    return null;
  };
}

import { createContext, useContext } from 'react';

/**
 * Whether the markup is the server's rendering of a page (decision 007), which runs no React in the browser: a
 * control that needs React (the theme settings' drawer) is left out, and the sign-in forms post to the server.
 */
export const ServerRenderedContext = createContext(false);

export function useServerRendered(): boolean {
  return useContext(ServerRenderedContext);
}

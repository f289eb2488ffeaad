/** How the page goes elsewhere: the browser's location in enhance.ts, a recorder in tests. */
export type PageNavigation = { reload: () => void; replace: (url: string) => void };

/**
 * What the public pages show changed: the programme's settings, a quote, a session, a place, the published results
 * (and through them the statistics). The services that write these say so once their change is committed, and this
 * server's rendered pages are checked against the database before they are sent again (plugins/public-pages.ts).
 * Other servers, and `psql`, are not heard: their changes show within the pages' age bound.
 */
export type PageChanges = {
  /** Moves at every change: a page checked before the last move is checked again before it is sent. */
  readonly version: number;
  changed(): void;
};

export function createPageChanges(): PageChanges {
  let version = 0;
  return {
    get version() {
      return version;
    },
    changed() {
      version += 1;
    },
  };
}

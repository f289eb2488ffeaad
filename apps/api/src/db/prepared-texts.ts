/**
 * The SQL texts of the queries made with `preparedQuery` (db/queries.ts): a handful, the same for every database.
 * The embedded database keeps each as a named statement (db/pglite-client.ts); node-postgres does it by the name
 * Drizzle gives it.
 */
export const preparedTexts = new Set<string>();

/** Marks a query's text as one to keep as a named statement on the embedded database. */
export function markPrepared(text: string): void {
  preparedTexts.add(text);
}

/** How many past applications the dashboard shows: the latest sessions; "My applications" lists every one. */
export const recentLimit = 3;

/**
 * The applications the dashboard lists beside the current one, newest session first as the server answers them:
 * at most `recentLimit`, the current application left out (it has its own block), and how many more there are.
 */
export function recentApplications<A extends { id: number }>(mine: readonly A[], currentId: number | null) {
  const others = mine.filter((application) => application.id !== currentId);
  return { shown: others.slice(0, recentLimit), more: Math.max(0, others.length - recentLimit) };
}

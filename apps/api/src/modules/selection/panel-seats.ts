/**
 * Who sits on which interview panel: pure, so the run and a conflict's replacement choose alike, and a test can
 * check the balance on its own.
 */

export type Panel = {
  applicationId: number;
  /** Staff members on it now (seats already held are kept). */
  seated: number[];
  /** Staff members who declared a conflict with the application: never seated on it. */
  barred: number[];
  /** Seats whose holder's account is gone, kept for the evaluation they submitted: they fill the panel too. */
  orphanSeats?: number;
};

export type SeatsPlan = {
  seats: { applicationId: number; evaluatorId: number }[];
  unfilled: { applicationId: number; missing: number }[];
};

const pairKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/**
 * Fills each panel up to `panelSize`, one seat at a time, with the free staff member (not on it, no conflict with it)
 * who holds the fewest seats of the session so far (every panel of it counts, not only the ones being filled); on a tie, the one who has sat least often beside those already
 * on this panel (so the same pairs do not always judge together), then the smaller id. Filling the least loaded first
 * keeps everyone's count within one of each other's when they start so; seats already held and conflicts can make
 * that impossible, and then the counts are as close as they allow. A panel with too few free staff members is filled
 * as far as it goes and reported with the seats it misses.
 */
export function planSeats(
  panels: readonly Panel[],
  staff: readonly number[],
  panelSize: number,
  /** Every panel of the session as it stands (the ones to fill among them): the seats held and who sat together. */
  sessionPanels: readonly { seated: number[] }[] = panels,
): SeatsPlan {
  const load = new Map(staff.map((id) => [id, 0]));
  const together = new Map<string, number>();
  for (const panel of sessionPanels) {
    for (const id of panel.seated) load.set(id, (load.get(id) ?? 0) + 1);
    panel.seated.forEach((a, index) => {
      for (const b of panel.seated.slice(index + 1))
        together.set(pairKey(a, b), (together.get(pairKey(a, b)) ?? 0) + 1);
    });
  }
  const plan: SeatsPlan = { seats: [], unfilled: [] };
  for (const panel of panels) {
    const members = [...panel.seated];
    const size = panelSize - (panel.orphanSeats ?? 0);
    while (members.length < size) {
      const free = staff.filter((id) => !members.includes(id) && !panel.barred.includes(id));
      const pairings = (id: number) =>
        members.reduce((sum, member) => sum + (together.get(pairKey(id, member)) ?? 0), 0);
      const chosen = free.sort((a, b) => load.get(a)! - load.get(b)! || pairings(a) - pairings(b) || a - b)[0];
      if (chosen === undefined) break;
      for (const member of members)
        together.set(pairKey(chosen, member), (together.get(pairKey(chosen, member)) ?? 0) + 1);
      load.set(chosen, load.get(chosen)! + 1);
      members.push(chosen);
      plan.seats.push({ applicationId: panel.applicationId, evaluatorId: chosen });
    }
    if (members.length < size)
      plan.unfilled.push({ applicationId: panel.applicationId, missing: size - members.length });
  }
  return plan;
}

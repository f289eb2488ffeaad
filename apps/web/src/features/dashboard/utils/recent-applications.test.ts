import { describe, expect, it } from 'vitest';
import { recentApplications } from './recent-applications';

const mine = [{ id: 9 }, { id: 7 }, { id: 5 }, { id: 3 }, { id: 1 }];

describe('the applications the dashboard lists', () => {
  it('shows the latest three, newest first, and counts the others', () => {
    expect(recentApplications(mine, null)).toEqual({ shown: [{ id: 9 }, { id: 7 }, { id: 5 }], more: 2 });
  });

  it('leaves out the application to the current session, shown above them', () => {
    expect(recentApplications(mine, 9)).toEqual({ shown: [{ id: 7 }, { id: 5 }, { id: 3 }], more: 1 });
  });

  it('shows nothing when the only application is the current one', () => {
    expect(recentApplications([{ id: 4 }], 4)).toEqual({ shown: [], more: 0 });
  });
});

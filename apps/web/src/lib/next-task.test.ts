import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves in a later task: after the promises and the timers already queued, not within the current task', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('timer queued before'), 0);
    const done = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('current task');
    await done;
    expect(order).toEqual(['current task', 'microtask', 'timer queued before', 'next task']);
  });
});

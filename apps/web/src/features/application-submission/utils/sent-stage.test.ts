import { describe, expect, it } from 'vitest';
import { sentStage } from './sent-stage';

describe('where a sent application stands', () => {
  it.each([
    ['PENDING', 'OPEN', 'waiting'],
    ['PENDING', 'SUSPENDED', 'waiting'],
    ['PENDING', 'CLOSED', 'waitingClosed'],
    ['APPROVED', 'CLOSED', 'decided'],
    ['NOT_APPROVED', 'CLOSED', 'decided'],
    ['REJECTED', 'OPEN', 'decided'],
  ] as const)('%s in a session %s: %s', (status, session, stage) => {
    expect(sentStage(status, session)).toBe(stage);
  });
});

import { describe, expect, it } from 'vitest';
import { laterState } from './later-state';

describe('laterState', () => {
  const rated = { status: 'closed' as const, agentName: '客服小李', rated: true, complimented: false };

  it('keeps a compliment a sync read from before it does not know of', () => {
    const known = { ...rated, complimented: true };
    expect(laterState(known, rated)).toEqual(known);
  });

  it('takes what the read brings otherwise', () => {
    const read = { ...rated, status: 'agent' as const, rated: false };
    expect(laterState(null, read)).toEqual(read);
    expect(laterState({ ...read, status: 'bot', complimented: false }, read)).toEqual(read);
  });
});

import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { createShortlinkSlice, type ShortlinkSlice } from './shortlink';

describe('the short-link claim in the store', () => {
  it('forgets the bank card and name once the claim is accepted (the store is kept in sessionStorage)', () => {
    const store = createStore<ShortlinkSlice>()((...a) => createShortlinkSlice(...a));
    const typed = store.getState().shortlink.writeInfo;
    store.getState().setShortlink({ writeInfo: { ...typed, insuredName: '张三', bankcardno: '6217000010002345678' } });
    store.getState().claimAccepted('FD2026000001');
    const { shortlink } = store.getState();
    expect(shortlink.claimNo).toBe('FD2026000001');
    expect(JSON.stringify(shortlink)).not.toContain('6217000010002345678');
    expect(JSON.stringify(shortlink)).not.toContain('张三');
  });
});

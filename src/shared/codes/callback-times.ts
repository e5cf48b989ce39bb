import type { CodeItem } from './code-table';

/** Code for "call back as soon as possible" (spec section 3). */
export const CALL_BACK_ASAP = '11111';

const pad = (hour: number): string => String(hour).padStart(2, '0');

/**
 * When the customer wants a call back: as soon as possible, or within an hour
 * starting at 8 … 18 (code = the starting hour without a leading zero).
 */
export const CALL_BACK_TIMES: readonly CodeItem[] = [
  { code: CALL_BACK_ASAP, name: '尽快回电' },
  ...Array.from({ length: 11 }, (_, i) => 8 + i).map((hour) => ({
    code: String(hour),
    name: `${pad(hour)}:00-${pad(hour + 1)}:00`,
  })),
];

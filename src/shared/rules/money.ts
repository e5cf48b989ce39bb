/**
 * Amounts as the insurer writes them: yuan with two decimals (`'1250.53'`).
 * Sums and discounts are counted in whole fen, so that no floating-point
 * product or difference lands a hair off a fen.
 */

/** Whole fen of a two-decimal yuan amount. */
export const fenOf = (yuan: string): number => Math.round(Number(yuan) * 100);

/** A non-negative whole number of fen as yuan with two decimals. */
export const yuanOf = (fen: number): string => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/**
 * Amounts as the insurer writes them: yuan with two decimals (`'1250.53'`).
 * Sums and discounts are counted in whole fen, so that no floating-point
 * product or difference lands a hair off a fen.
 */

/** Whole fen of a two-decimal yuan amount. */
export const fenOf = (yuan: string): number => Math.round(Number(yuan) * 100);

/** A non-negative whole number of fen as yuan with two decimals. */
export const yuanOf = (fen: number): string => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/**
 * A red envelope's condition as every page and message words it: its
 * threshold is on premium, the vehicle tax an order collects not counted
 * (payment's couponFit), so 保费满, never 订单满 or 支付满; none when it is 0.
 */
export const couponCondition = (threshold: string): string =>
  fenOf(threshold) > 0 ? `保费满${threshold}元可用` : '无门槛';

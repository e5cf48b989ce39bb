/**
 * Amounts as the insurer writes them: yuan with two decimals (`'1250.53'`).
 * Sums and discounts are counted in whole fen, so that no floating-point
 * product or difference lands a hair off a fen.
 */

/** Whole fen of a two-decimal yuan amount. */
export const fenOf = (yuan: string): number => Math.round(Number(yuan) * 100);

/** A non-negative whole number of fen as yuan with two decimals. */
export const yuanOf = (fen: number): string => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

const TWO_DECIMALS = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const WHOLE = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 });

/**
 * An amount as the customer reads it on a page, a policy PDF or a message:
 * thousands grouped, two decimals (`12,345.60`), or none for amounts counted
 * in whole yuan (traffic fines). Never for what goes to the server or into a
 * machine-read field, which keep the plain `12345.60`; the ¥ or 元 around it
 * is the caller's, as each page words it.
 */
export const moneyText = (yuan: string | number, decimals: 0 | 2 = 2): string =>
  (decimals === 2 ? TWO_DECIMALS : WHOLE).format(Number(yuan));

/**
 * A red envelope's condition as every page and message words it: its
 * threshold is on premium, the vehicle tax an order collects not counted
 * (payment's couponFit), so 保费满, never 订单满 or 支付满; none when it is 0.
 */
export const couponCondition = (threshold: string): string =>
  fenOf(threshold) > 0 ? `保费满${moneyText(threshold)}元可用` : '无门槛';

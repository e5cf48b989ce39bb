const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const UNITS = ['', '拾', '佰', '仟'];
const SECTIONS = ['', '万', '亿', '万亿'];

/** One group of four digits in capitals, without leading zero handling across groups. */
function section(n: number): string {
  let out = '';
  let zero = false;
  for (let i = 3; i >= 0; i--) {
    const d = Math.floor(n / 10 ** i) % 10;
    if (d === 0) {
      zero = out !== '';
    } else {
      if (zero) out += '零';
      out += DIGITS[d] + UNITS[i];
      zero = false;
    }
  }
  return out;
}

/**
 * An amount in yuan as written on Chinese invoices (价税合计大写):
 * 1234.50 → 壹仟贰佰叁拾肆圆伍角, 100 → 壹佰圆整, 0.05 → 伍分.
 */
export function amountInWords(value: string | number): string {
  const fen = Math.round(Number(value) * 100);
  if (!Number.isFinite(fen) || fen < 0) throw new Error(`not an amount: ${value}`);
  if (fen === 0) return '零圆整';
  let yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cent = fen % 10;
  let integer = '';
  let needZero = false;
  for (let s = 0; yuan > 0; s++) {
    const part = yuan % 10000;
    if (part > 0) {
      integer = section(part) + SECTIONS[s] + (needZero ? '零' : '') + integer;
      needZero = part < 1000;
    } else {
      needZero = integer !== '';
    }
    yuan = Math.floor(yuan / 10000);
  }
  let out = integer ? `${integer}圆` : '';
  if (jiao === 0 && cent === 0) return `${out}整`;
  if (jiao > 0) out += `${DIGITS[jiao]}角`;
  else if (integer) out += '零';
  if (cent > 0) out += `${DIGITS[cent]}分`;
  return out;
}

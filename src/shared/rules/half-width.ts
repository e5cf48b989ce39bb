/**
 * Full-width ASCII (０–９, Ａ–Ｚ, ａ–ｚ, ＠, ．, （ ）…, U+FF01–U+FF5E) read as the plain
 * characters they stand for, and the ideographic space (U+3000) as a space. A Chinese
 * input method in full-width mode (全角) types them, and so does text copied from a
 * Chinese document: a mobile typed as １３８… was refused as 请输入正确的手机号码.
 * Used by the normalisers of numbers and codes, on the web and the server alike; not
 * by names, where ． stands for the middle dot of a minority name.
 */
export function halfWidth(value: string): string {
  return value
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replaceAll('\u3000', ' ');
}

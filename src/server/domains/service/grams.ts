/**
 * Chinese text to index terms for the assistant's similarity search. Chinese has
 * no spaces, so words are approximated by character unigrams and bigrams (the
 * usual approach of CJK search engines without a dictionary); question words
 * that carry no topic ("请问", "怎么", "吗") are cut out first so that
 * "怎么报案" and "如何报案？" meet on 报案. Latin letters and digits stay whole
 * ("etc", "95518", "4s").
 */

const STOP_PHRASES = [
  '请问一下',
  '请问',
  '你好',
  '您好',
  '怎么样',
  '怎么办',
  '怎么',
  '怎样',
  '如何',
  '什么',
  '哪些',
  '哪里',
  '哪儿',
  '可以',
  '可不可以',
  '能不能',
  '是不是',
  '需要',
  '一下',
  '我的',
  '我们',
  '我想',
  '我要',
  '想要',
  '这个',
  '那个',
  '还是',
  '已经',
  '应该',
];
const STOP_CHARS = new Set('的了吗呢吧啊呀么我你您是在有和与及或把被就都也还要能会想对给让从到个该这那');

/** Full-width forms to ASCII, lower case, so "ＥＴＣ" and "etc" are one term. */
export function normalise(text: string): string {
  return text
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

const isCjk = (c: string) => /[\u3400-\u9fff]/.test(c);

/** Distinct unigrams and bigrams of a text (bigrams never span a removed word or punctuation). */
export function gramsOf(text: string): string[] {
  let s = normalise(text);
  for (const phrase of STOP_PHRASES) s = s.split(phrase).join('|');
  const grams = new Set<string>();
  for (const segment of s.split(/[^\u3400-\u9fffa-z0-9]+/)) {
    // Latin and digit runs as whole words.
    for (const word of segment.match(/[a-z0-9]+/g) ?? []) grams.add(word);
    for (const run of segment.split(/[a-z0-9]+/)) {
      const chars = [...run].filter(isCjk);
      for (let i = 0; i < chars.length; i++) {
        if (!STOP_CHARS.has(chars[i])) grams.add(chars[i]);
        if (i + 1 < chars.length && !(STOP_CHARS.has(chars[i]) && STOP_CHARS.has(chars[i + 1])))
          grams.add(chars[i] + chars[i + 1]);
      }
    }
  }
  return [...grams];
}

/** Bigrams and words weigh more than single characters: they carry the topic. */
export const gramWeight = (gram: string) => ([...gram].length >= 2 || /^[a-z0-9]+$/.test(gram) ? 1 : 0.35);

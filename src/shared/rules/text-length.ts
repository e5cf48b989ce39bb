/**
 * The length of what a customer types, counted the one way the page, the
 * contract and the server all count it: in characters (Unicode code points).
 * An emoji is one, not the two UTF-16 units of JavaScript's `length`; a family
 * emoji (three people joined by two zero-width joiners) is five, as a database
 * or a downstream system counts it, not the one picture antd-mobile's
 * TextArea would count.
 */
export const textLength = (text: string): number => {
  let n = 0;
  for (const _ of text) n++;
  return n;
};

/** The first `max` characters of a text, cut between code points, never inside an emoji's surrogate pair. */
export const clipText = (text: string, max: number): string =>
  textLength(text) <= max ? text : [...text].slice(0, max).join('');

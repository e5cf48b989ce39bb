/**
 * Checks a request body before anything reads it deeply. No contract nests
 * deeper than a few levels, and a body nested thousands deep overflows the
 * stack of JSON.stringify (the check string) or of the validator. Control
 * characters have no place in anything a customer types; NUL in particular
 * cannot be stored in PostgreSQL text and would fail the query. Tab, line
 * feed and carriage return stay allowed for multi-line text.
 */
export const MAX_BODY_DEPTH = 32;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export type BodyProblem = 'tooDeep' | 'controlCharacter';

export function inspectBody(body: unknown): BodyProblem | undefined {
  // Iterative, so the inspection itself cannot overflow the stack.
  const stack: Array<{ value: unknown; depth: number }> = [{ value: body, depth: 0 }];
  while (stack.length) {
    const { value, depth } = stack.pop() as { value: unknown; depth: number };
    if (typeof value === 'string') {
      if (CONTROL.test(value)) return 'controlCharacter';
    } else if (value && typeof value === 'object') {
      if (depth >= MAX_BODY_DEPTH) return 'tooDeep';
      for (const [key, child] of Object.entries(value)) {
        if (CONTROL.test(key)) return 'controlCharacter';
        stack.push({ value: child, depth: depth + 1 });
      }
    }
  }
  return undefined;
}

export const BODY_PROBLEM_MESSAGES: Record<BodyProblem, string> = {
  tooDeep: '请求格式不正确',
  controlCharacter: '输入内容包含无法识别的字符，请检查后重试',
};

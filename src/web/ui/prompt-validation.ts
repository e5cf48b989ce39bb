import { PROMPT_INVALID_MESSAGE } from '../../shared/constants';

export interface PromptRules {
  /** The whole value must match. */
  pattern?: RegExp;
  /** true: valid; false: the invalid message; a string: that message. */
  validator?: (value: string) => boolean | string;
  /** Shown when the pattern or validator refuses; default 输入的数据不合法. */
  invalidMessage?: string;
}

/** The error to show for a prompt's value, or null when it may be accepted. */
export function promptError(value: string, rules: PromptRules): string | null {
  const invalid = rules.invalidMessage ?? PROMPT_INVALID_MESSAGE;
  if (rules.pattern) {
    const pattern = new RegExp(rules.pattern.source, rules.pattern.flags.replace('g', ''));
    if (!pattern.test(value)) return invalid;
  }
  if (rules.validator) {
    const verdict = rules.validator(value);
    if (verdict === false) return invalid;
    if (typeof verdict === 'string') return verdict;
  }
  return null;
}

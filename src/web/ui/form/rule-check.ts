import { RULES, type RuleName, tooLongMessage } from '../../../shared/rules';

/**
 * A field's validation with a named rule of shared/rules.ts (the same rule the
 * server applies): true, or the message to show. Empty is refused with the
 * rule's "请输入…" message when the field is required, and accepted otherwise.
 * A value longer than `maxLength` (the field's own limit, else the rule's)
 * once normalised is refused with the rule's too-long words (电子邮箱不能超过60个字符),
 * the same the server's contract gives (fieldOf).
 */
export function checkRule(
  ruleName: RuleName | undefined,
  value: unknown,
  required: boolean,
  label: string,
  maxLength: number | undefined = maxLengthOf(ruleName),
): true | string {
  const text = typeof value === 'string' ? value : value == null ? '' : String(value);
  const rule = ruleName ? RULES[ruleName] : undefined;
  const clean = rule ? rule.normalise(text.trim()) : text.trim();
  if (clean === '') return required ? (rule?.requiredMessage ?? `请输入${label}`) : true;
  if (!rule) return true;
  if (maxLength !== undefined && [...clean].length > maxLength) return tooLongMessage(rule, maxLength);
  return rule.test(clean) ? true : rule.message;
}

/**
 * An e-mail address asked for in a prompt (发送到邮箱 of a policy or an invoice), checked
 * as every e-mail field is (rule isEmail, the server's field.email): one set of words.
 */
export function checkEmailAddress(value: string): true | string {
  return checkRule('isEmail', value, true, '电子邮箱');
}

/** The longest value a field takes once normalised: the caller's limit, else the rule's. */
export function maxLengthOf(ruleName: RuleName | undefined, given?: number): number | undefined {
  return given ?? (ruleName ? RULES[ruleName].maxLength : undefined);
}

/**
 * The input element's own maxlength. None for a field with a rule: the rule's
 * limit counts the normalised value, and the browser would count the raw text
 * with its spaces and dots, silently cutting a pasted "6217 0000 1000 2345 678"
 * to a different card number that passes. checkRule refuses it instead.
 */
export function inputMaxLengthOf(ruleName: RuleName | undefined, given?: number): number | undefined {
  return ruleName ? undefined : given;
}

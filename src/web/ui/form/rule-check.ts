import { RULES, type RuleName } from '../../../shared/rules';

/**
 * A field's validation with a named rule of shared/rules.ts (the same rule the
 * server applies): true, or the message to show. Empty is refused with the
 * rule's "请输入…" message when the field is required, and accepted otherwise.
 * A value longer than `maxLength` (the field's own limit, else the rule's)
 * once normalised is refused with the rule's message.
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
  if (maxLength !== undefined && [...clean].length > maxLength) return rule.message;
  return rule.test(clean) ? true : rule.message;
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

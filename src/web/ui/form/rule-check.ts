import { RULES, type RuleName } from '../../../shared/rules';

/**
 * A field's validation with a named rule of shared/rules.ts (the same rule the
 * server applies): true, or the message to show. Empty is refused with the
 * rule's "请输入…" message when the field is required, and accepted otherwise.
 */
export function checkRule(
  ruleName: RuleName | undefined,
  value: unknown,
  required: boolean,
  label: string,
): true | string {
  const text = typeof value === 'string' ? value : value == null ? '' : String(value);
  const rule = ruleName ? RULES[ruleName] : undefined;
  const clean = rule ? rule.normalise(text.trim()) : text.trim();
  if (clean === '') return required ? (rule?.requiredMessage ?? `请输入${label}`) : true;
  if (!rule) return true;
  if (rule.maxLength !== undefined && [...clean].length > rule.maxLength) return rule.message;
  return rule.test(clean) ? true : rule.message;
}

/** The input's maxlength: the caller's, else the rule's. */
export function maxLengthOf(ruleName: RuleName | undefined, given?: number): number | undefined {
  return given ?? (ruleName ? RULES[ruleName].maxLength : undefined);
}

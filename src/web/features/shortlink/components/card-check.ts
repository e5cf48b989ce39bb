import { isCard, luhnValid, normaliseCard } from '../../../../shared/rules';

/**
 * The warning under the bank-card field: the number has a card's shape but its
 * check digit does not add up (Luhn), so a digit was probably mistyped. Only a
 * warning, never a refusal: some domestic cards are reported to fail the check
 * (shared/rules/documents.ts, isCard).
 */
export function cardNumberWarning(typed: string): string {
  const card = normaliseCard(typed.trim());
  return isCard(card) && !luhnValid(card) ? '银行卡号校验未通过，请核对是否输错；确认无误可继续提交' : '';
}

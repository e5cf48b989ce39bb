import { z } from 'zod';
import { wireErrorMessage } from '../../shared/wire-errors';

/**
 * The server's validation messages: a field's own message first, else the
 * insurer's words for the field (shared/wire-errors.ts, the same map the
 * browser's forms use), never zod's type names. Called once, in app.ts, before
 * any request is read. zod's Chinese stays the locale underneath for the
 * operator-facing checks below.
 */
export function configureWireMessages(): void {
  z.config({ ...z.locales.zhCN(), customError: wireErrorMessage });
}

/**
 * Parse options for a check whose reader is an operator, not a customer: the
 * configuration and the content files. zod's technical Chinese (无效选项：期望以下之一
 * development|production|test) tells them exactly what to write; the
 * customer's words (请求内容有误…) would not.
 */
export const OPERATOR_MESSAGES: z.core.ParseContext<z.core.$ZodIssue> = { error: z.locales.zhCN().localeError };

/**
 * Reading PostgreSQL's unique-violation errors, whichever driver reports them
 * (pg or PGlite) and however deep drizzle wraps them (`cause`).
 */

/** The name of the unique constraint the error broke, or undefined when it is not a unique violation. */
export function brokenUniqueConstraint(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pgError = e as { code?: string; constraint?: string };
    if (pgError.code === '23505') return pgError.constraint ?? '';
  }
  return undefined;
}

/** Any unique violation: a duplicate submission, a race two requests ran at once. */
export function isUniqueViolation(err: unknown): boolean {
  return brokenUniqueConstraint(err) !== undefined;
}

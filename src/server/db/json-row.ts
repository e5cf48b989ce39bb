import { type Column, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** What a selected field reads back as: a column's type (null when nullable) or an sql<T> expression's T. */
type FieldValue<F> =
  F extends SQL<infer U>
    ? U
    : F extends Column
      ? F['_']['notNull'] extends true
        ? F['_']['data']
        : F['_']['data'] | null
      : never;

/**
 * A selection as one json value with the same keys, instead of one column per
 * field (issue 9). node-postgres describes and parses every column of every
 * row and Drizzle maps every field, which on a wide row or a page of rows
 * costs more CPU than the query itself; one json column is parsed once, by
 * JSON.parse. Only for fields whose json form reads back as the same value:
 * text, numbers, booleans, text arrays (a timestamp would come back as text).
 */
export function jsonRow<T extends Record<string, SQLWrapper>>(fields: T) {
  const pairs = Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`);
  return sql<{ [K in keyof T]: FieldValue<T[K]> }>`json_build_object(${sql.join(pairs, sql`, `)})`;
}

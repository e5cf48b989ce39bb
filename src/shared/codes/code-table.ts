/** One entry of a code table: the code the server stores and the name the customer reads. */
export interface CodeItem {
  code: string;
  name: string;
}

/** The name of `code` in `table`, or undefined when the table has no such code. */
export function nameOf(table: readonly CodeItem[], code: string): string | undefined {
  return table.find((item) => item.code === code)?.name;
}

/** The codes of a table, e.g. for a zod enum or a select's values. */
export function codesOf(table: readonly CodeItem[]): string[] {
  return table.map((item) => item.code);
}

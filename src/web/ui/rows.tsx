import type { ReactNode } from 'react';
import './rows.css';

/** One label and its value; `false`, `null` or `undefined` for a row left out (`cond && ['保单号', no]`). */
export type Row = [string, ReactNode] | false | null | undefined;

/**
 * Label and value rows, as on a paper policy or receipt; an empty value reads —. Each label is the row's key,
 * so no two rows share one. The label column is 96 px; a feature's CSS may set `--rows-label-width` on its page
 * for another (rows.css).
 */
export function Rows(props: { rows: Row[] }) {
  return (
    <dl className="rows">
      {props.rows.map(
        (row) =>
          row && (
            <div className="rows-row" key={row[0]}>
              <dt>{row[0]}</dt>
              <dd>{row[1] === '' || row[1] == null ? '—' : row[1]}</dd>
            </div>
          ),
      )}
    </dl>
  );
}

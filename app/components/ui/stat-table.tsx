import type { ReactNode } from "react";

/** A column: its heading, and whether it holds figures (aligned right, heading included). */
export type StatColumn = { heading: string; numeric?: boolean };

/** A row: its header cell (the row's name), one cell for each further column, and an optional class. */
export type StatRow = { key: string; header: ReactNode; cells: ReactNode[]; className?: string };

/**
 * The table of figures that the statistics, an exam's result and the exam history show: the first
 * column names each row (a row header), the others hold its figures. It scrolls sideways on its own
 * when a phone is too narrow for it. `footer` rows (totals) go in a `<tfoot>`.
 */
export function StatTable({
  columns,
  rows,
  footer = [],
  caption,
  className,
}: {
  columns: StatColumn[];
  rows: StatRow[];
  footer?: StatRow[];
  /** Read by screen readers only. */
  caption?: string;
  /** Classes beside `stat-table`. */
  className?: string;
}) {
  const [first, ...figures] = columns;
  return (
    <div className="table-scroll">
      <table className={className ? `stat-table ${className}` : "stat-table"}>
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            <th scope="col">{first?.heading}</th>
            {figures.map((c) => (
              <th key={c.heading} scope="col" className={c.numeric ? "num" : undefined}>
                {c.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows.map((row) => statRow(row, figures))}</tbody>
        {footer.length > 0 ? <tfoot>{footer.map((row) => statRow(row, figures))}</tfoot> : null}
      </table>
    </div>
  );
}

function statRow(row: StatRow, figures: StatColumn[]) {
  return (
    <tr key={row.key} className={row.className}>
      <th scope="row">{row.header}</th>
      {figures.map((c, i) => (
        <td key={c.heading} className={c.numeric ? "num" : undefined}>
          {row.cells[i]}
        </td>
      ))}
    </tr>
  );
}

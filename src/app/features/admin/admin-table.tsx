// The admin console's tables (account search, audit log): a real table with its caption and column
// headers; below md each row is laid out as a card (admin.css), where every cell repeats its column's
// name (hidden from screen readers, which have the headers).
import type { ReactNode } from 'react';

export function AdminTable({ caption, headers, children }: { caption: string; headers: readonly string[]; children: ReactNode }) {
  return (
    <table className="admin-table" role="table">
      <caption>{caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          {headers.map((text) => (
            <th key={text} scope="col" role="columnheader">
              {text}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">{children}</tbody>
    </table>
  );
}

/** A cell's column name, for the card layout. */
export function CellLabel({ text }: { text: string }) {
  return (
    <span className="admin-cell-label" aria-hidden="true">
      {text}
    </span>
  );
}

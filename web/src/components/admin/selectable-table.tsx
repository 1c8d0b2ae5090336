// The dashboard's tables with a checkbox per row and a select-all box, for bulk actions.
import { useState, type ReactNode } from 'react'

export function useSelection<Id>() {
  const [selected, setSelected] = useState<Set<Id>>(new Set())
  const toggle = (id: Id) =>
    setSelected((s) => {
      const next = new Set(s)
      if (!next.delete(id)) next.add(id)
      return next
    })
  return { selected, setSelected, toggle, clear: () => setSelected(new Set()) }
}

export type Selection<Id> = ReturnType<typeof useSelection<Id>>

interface Props<Row, Id> {
  rows: Row[]
  rowId: (row: Row) => Id
  selection: Selection<Id>
  selectAllLabel: string
  /** The accessible name of a row's checkbox. */
  rowLabel: (row: Row) => string
  headers: string[]
  /** The row's cells after its checkbox, as `<td>` elements. */
  cells: (row: Row) => ReactNode
  empty: string
  /** Rows that may be chosen (default all): the others have no checkbox, select-all skips them. */
  selectable?: (row: Row) => boolean
  /** A class of the table's own, for a layout of its own (its cards on a phone: admin.css). */
  className?: string
}

export function SelectableTable<Row, Id>(props: Props<Row, Id>) {
  const { rows, rowId, selection, headers } = props
  const { selected, setSelected, toggle } = selection
  // Select-all covers the rows shown (after any filter), not the whole data set.
  const choosable = props.selectable ? rows.filter(props.selectable) : rows
  const allSelected = choosable.length > 0 && choosable.every((r) => selected.has(rowId(r)))
  return (
    <div className="table-wrap card">
      <table className={props.className ? `admin-table ${props.className}` : 'admin-table'}>
        <thead>
          <tr>
            <th>
              <input
                type="checkbox"
                aria-label={props.selectAllLabel}
                checked={allSelected}
                disabled={choosable.length === 0}
                onChange={() =>
                  setSelected(allSelected ? new Set() : new Set(choosable.map(rowId)))
                }
              />
            </th>
            {headers.map((h) => (
              <th key={h}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const id = rowId(row)
            return (
              <tr key={String(id)}>
                <td>
                  {(!props.selectable || props.selectable(row)) && (
                    <input
                      type="checkbox"
                      aria-label={props.rowLabel(row)}
                      checked={selected.has(id)}
                      onChange={() => toggle(id)}
                    />
                  )}
                </td>
                {props.cells(row)}
              </tr>
            )
          })}
        </tbody>
      </table>
      {rows.length === 0 && <p className="muted empty">{props.empty}</p>}
    </div>
  )
}

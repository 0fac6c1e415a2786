import { Fragment, type ReactNode } from 'react'

type SizeCell = { label: string; shortLabel: string }

/**
 * One size group as a table: a header of sizes (short labels, full names on hover and for screen
 * readers) over one row whose cells the caller draws, a quantity or a bar.
 */
export function SizeTable<Cell extends SizeCell>({
  caption,
  hiddenCaption,
  cells,
  className,
  headerClassName,
  rowClassName,
  cell,
}: {
  caption: string
  /** Read after the caption by screen readers only: whose sizes these are. */
  hiddenCaption: string
  cells: Cell[]
  className: string
  headerClassName: string
  rowClassName?: string
  /** The `<td>` for one size. */
  cell: (cell: Cell) => ReactNode
}) {
  return (
    <table className={className}>
      <caption className="pb-1.5 text-left text-xs font-medium text-muted">
        {caption}
        <span className="sr-only"> {hiddenCaption}</span>
      </caption>
      <thead>
        <tr>
          {cells.map((size) => (
            <th key={size.label} scope="col" className={headerClassName}>
              <abbr title={size.label} className="no-underline">
                {size.shortLabel}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr className={rowClassName}>
          {cells.map((size) => (
            <Fragment key={size.label}>{cell(size)}</Fragment>
          ))}
        </tr>
      </tbody>
    </table>
  )
}

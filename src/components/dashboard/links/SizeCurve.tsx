import type { CurveView } from '@/features/dashboard/recipient-links'
import { SizeTable } from '../SizeTable'

/** Per sized item, how many recipients chose each size: the curve the order's sizes follow. */
export function SizeCurve({ lines }: { lines: CurveView[] }) {
  return (
    <div className="space-y-6">
      {lines.map((line) => {
        const most = Math.max(1, ...line.groups.flatMap((group) => group.cells.map((cell) => cell.count)))
        const groups = line.groups.filter((group) => group.cells.some((cell) => cell.count > 0))
        return (
          <div key={line.lineItem}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-medium">{line.title}</h3>
              <p className="text-sm text-muted tabular-nums">
                {line.responses} {line.responses === 1 ? 'answer' : 'answers'} · {line.quantity.toLocaleString('en-AU')} ordered
              </p>
            </div>
            {groups.length === 0 ? (
              <p className="mt-2 text-sm text-muted">No sizes yet.</p>
            ) : (
              groups.map((group) => (
                <div key={group.group} className="mt-3 overflow-x-auto">
                  <SizeTable
                    caption={group.label}
                    hiddenCaption={`answers for ${line.title}`}
                    cells={group.cells}
                    className="w-full min-w-[20rem] text-center text-sm"
                    headerClassName="px-1 pb-1 text-xs font-medium text-muted"
                    rowClassName="align-bottom"
                    cell={(cell) => (
                      <td className="px-1">
                        <div className="flex h-20 flex-col justify-end">
                          <div
                            className={`mx-auto w-full max-w-10 rounded-t-md ${cell.count > 0 ? 'bg-accent' : 'bg-line'}`}
                            style={{ height: `${cell.count > 0 ? Math.max(8, (cell.count / most) * 100) : 4}%` }}
                            aria-hidden
                          />
                        </div>
                        <div className={`border-t border-line pt-1 tabular-nums ${cell.count > 0 ? 'font-semibold' : 'text-muted'}`}>
                          {cell.count}
                        </div>
                      </td>
                    )}
                  />
                </div>
              ))
            )}
          </div>
        )
      })}
    </div>
  )
}

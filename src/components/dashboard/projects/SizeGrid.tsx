import type { SizeGroupView } from '@/features/dashboard/line-items'

/** A sized line's breakdown: one row of sizes per group (men's/unisex, women's). */
export function SizeGrid({ title, groups }: { title: string; groups: SizeGroupView[] }) {
  return (
    <div className="space-y-3">
      {groups.map((group) => (
        <div key={group.group} className="overflow-x-auto">
          <table className="text-center text-sm">
            <caption className="pb-1.5 text-left text-xs font-medium text-muted">
              {group.label}
              <span className="sr-only"> sizes for {title}</span>
            </caption>
            <thead>
              <tr>
                {group.cells.map((cell) => (
                  <th key={cell.label} scope="col" className="min-w-12 border border-line bg-paper px-2 py-1 text-xs font-medium">
                    <abbr title={cell.label} className="no-underline">
                      {cell.shortLabel}
                    </abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                {group.cells.map((cell) => (
                  <td key={cell.label} className={`border border-line px-2 py-1 tabular-nums ${cell.quantity === 0 ? 'text-muted' : 'font-medium'}`}>
                    {cell.quantity}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      ))}
    </div>
  )
}

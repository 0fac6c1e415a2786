import type { SizeGroupView } from '@/features/dashboard/line-items'
import { SizeTable } from '../SizeTable'

/** A sized line's breakdown: one row of sizes per group (men's/unisex, women's). */
export function SizeGrid({ title, groups }: { title: string; groups: SizeGroupView[] }) {
  return (
    <div className="space-y-3">
      {groups.map((group) => (
        <div key={group.group} className="overflow-x-auto">
          <SizeTable
            caption={group.label}
            hiddenCaption={`sizes for ${title}`}
            cells={group.cells}
            className="text-center text-sm"
            headerClassName="min-w-12 border border-line bg-paper px-2 py-1 text-xs font-medium"
            cell={(cell) => (
              <td className={`border border-line px-2 py-1 tabular-nums ${cell.quantity === 0 ? 'text-muted' : 'font-medium'}`}>{cell.quantity}</td>
            )}
          />
        </div>
      ))}
    </div>
  )
}

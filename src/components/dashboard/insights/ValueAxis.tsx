/** Horizontal gridlines at a scale's ticks (`top` as a percentage of the plot's height), each labelled at the left in HTML, so text stays readable at any width. */
export function ValueAxis({ ticks, format }: { ticks: { value: number; top: number }[]; format: (value: number) => string }) {
  return (
    <>
      {ticks.map(({ value, top }) => (
        <div key={value} className="absolute inset-x-0 flex items-center gap-2" style={{ top: `${top}%` }}>
          <span className="w-12 shrink-0 -translate-y-1/2 text-right text-[11px] text-muted tabular-nums sm:w-14">{format(value)}</span>
          <span className="h-px flex-1 -translate-y-1/2 bg-line" />
        </div>
      ))}
    </>
  )
}

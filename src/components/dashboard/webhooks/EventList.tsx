/** The events an endpoint takes, as the API spells them. */
export function EventList({ events, className = '' }: { events: string[]; className?: string }) {
  return (
    <ul aria-label="Events it takes" className={`flex flex-wrap gap-1.5 ${className}`}>
      {events.map((event) => (
        <li key={event} className="rounded-full bg-sand px-2.5 py-0.5 font-mono text-xs">
          {event}
        </li>
      ))}
    </ul>
  )
}

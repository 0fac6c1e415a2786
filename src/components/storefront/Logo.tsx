/** The wordmark: drawn in SVG so it needs no font or image request. */
export function Logo() {
  return (
    <span className="flex items-center gap-2 text-lg font-semibold tracking-tight">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden>
        <rect width="32" height="32" rx="9" fill="#111" />
        <path
          d="M9 19.5c1.6 2 4 3 6.8 3 3.5 0 5.7-1.7 5.7-4.2 0-5.4-11-3-11-8 0-2.2 2-3.8 5-3.8 2.2 0 4 .8 5.4 2.2"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
        />
        <circle cx="23.5" cy="23" r="2.2" fill="#d9480f" />
      </svg>
      Swagly
    </span>
  )
}

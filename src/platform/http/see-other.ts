/**
 * A 303 to a path of this app, kept relative so it holds behind any proxy whatever host the
 * server believes it has; never stored, since where it sends depends on who asked.
 */
export const seeOther = (location: string): Response =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'private, no-store' } })

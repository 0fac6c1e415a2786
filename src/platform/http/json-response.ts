/** A JSON answer from a custom endpoint, with a Set-Cookie header when one is given. */
export const json = (body: unknown, status = 200, cookie?: string): Response =>
  Response.json(body, { status, headers: cookie ? { 'Set-Cookie': cookie } : undefined })

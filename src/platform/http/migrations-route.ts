const MIGRATIONS_PATH = /^\/payload-api\/payload-migrations(\/|$)/

/**
 * Payload keeps its record of applied migrations (`payload-migrations`) off the REST API, but
 * answers any call to it with a 501 repeating the address as the server saw it, bind address and
 * port included. Nobody reads that record over HTTP (the collection is staff-only besides, see
 * internal-collections-access.ts): it is a plain 404 here, before Payload answers.
 */
export const withoutMigrationsApi =
  <Args extends unknown[]>(handler: (request: Request, ...rest: Args) => Promise<Response>) =>
  (request: Request, ...rest: Args): Promise<Response> =>
    MIGRATIONS_PATH.test(new URL(request.url).pathname)
      ? Promise.resolve(Response.json({ message: 'Not found.' }, { status: 404 }))
      : handler(request, ...rest)

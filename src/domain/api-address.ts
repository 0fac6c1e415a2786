const API_PATH = /^\/payload-api(\/[^/]+)+$/

/**
 * An API address Next.js routes as it comes: no trailing or doubled slash (Next.js redirects
 * those) and nothing URL parsing would rewrite (a dot segment, an unescaped space), so the REST
 * read lane and Next.js see the same path.
 */
export const isPlainApiAddress = (address: string): boolean => {
  const pathname = address.split('?')[0]!
  return API_PATH.test(pathname) && new URL(pathname, 'http://localhost').pathname === pathname
}

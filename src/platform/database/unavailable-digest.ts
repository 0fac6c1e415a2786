/**
 * The digest an error page receives for a database outage: Next.js passes a thrown error's own
 * digest to the error boundary, where the message itself is hidden in production. Apart from
 * platform/database/outage.ts so the browser's error page can read it without Node's modules.
 */
export const DATABASE_UNAVAILABLE_DIGEST = 'DATABASE_UNAVAILABLE'

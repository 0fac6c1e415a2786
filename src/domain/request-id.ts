/**
 * A request id comes from the balancer (`X-Request-Id`) when it sent a sane one, so one id follows
 * a request from nginx's log to ours. It is not a security boundary, so it is taken from anyone;
 * what matters is that it cannot flood or forge log lines: at most 128 characters of letters,
 * digits and `-_.:@`. Anything else is replaced by a fresh id.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9\-_.:@]{1,128}$/

export const requestIdFrom = (incoming: string | string[] | undefined, fresh: () => string): string =>
  typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : fresh()

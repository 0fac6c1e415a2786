import { bearerAccess, type BearerAccess } from '../http/bearer-secret'

export type MetricsAccess = BearerAccess

/** Whether a scrape may read the metrics: off without METRICS_TOKEN, otherwise only with `Authorization: Bearer <METRICS_TOKEN>`. */
export const metricsAccess = (authorization: string | null, token = process.env.METRICS_TOKEN): MetricsAccess => bearerAccess(authorization, token)

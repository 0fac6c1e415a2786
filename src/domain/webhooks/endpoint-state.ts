// How a webhook endpoint stands, as the dashboard shows it.

/** Taking events; taking them but failing since its last success; or turned off (by a member, or after failing for three days). */
export type WebhookEndpointState = 'enabled' | 'failing' | 'disabled'

export const webhookEndpointState = (endpoint: { disabledAt?: string | null; failingSince?: string | null }): WebhookEndpointState =>
  endpoint.disabledAt ? 'disabled' : endpoint.failingSince ? 'failing' : 'enabled'

/**
 * The HTTP status a Payload error carries. Next bundles Payload once per server layer, so an error
 * thrown by the shared Payload instance may come from another copy of its classes: `instanceof`
 * cannot tell them apart (and class names are minified), the status can.
 */
export const payloadErrorStatus = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : undefined
}

/** Whether a Payload validation error (400) names `field`, such as a taken email. */
export const isValidationErrorOn = (error: unknown, field: string): boolean => {
  const errors = (error as { data?: { errors?: { path?: string }[] } } | null)?.data?.errors
  return payloadErrorStatus(error) === 400 && Array.isArray(errors) && errors.some((entry) => entry.path === field)
}

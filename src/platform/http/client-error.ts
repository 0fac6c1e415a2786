import { APIError } from 'payload'

/**
 * An error the client caused, answered with its status and message. Always carries a `data`
 * object: Payload formats an APIError without data by its class name, which minification
 * erases, and the message would be lost as "An unknown error occurred."
 */
export const clientError = (message: string, status = 400, data: Record<string, unknown> = {}): APIError => new APIError(message, status, data, true)

import { receiveShippitWebhook } from '@/features/delivery/shippit-webhook'

export const POST = (request: Request) => receiveShippitWebhook(request)

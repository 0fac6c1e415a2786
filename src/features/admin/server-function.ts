'use server'

import config from '@payload-config'
import { handleServerFunctions } from '@payloadcms/next/layouts'
import type { ServerFunctionClient } from 'payload'

import { importMap } from '@/app/(payload)/admin/importMap.js'

/** The admin's one server function: Payload runs the admin's own actions (forms, lists, uploads) through it. */
export async function serverFunction(args: Parameters<ServerFunctionClient>[0]) {
  return handleServerFunctions({ ...args, config, importMap })
}

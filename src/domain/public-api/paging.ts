// A list's page and size as the public API reads them from the query string, and the envelope
// every list answers in.
import { z } from 'zod'

export const MAX_PAGE_SIZE = 100
export const DEFAULT_PAGE_SIZE = 25

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, `${name} must be a whole number.`)
    .transform(Number)
    .pipe(z.number().min(min, `${name} must be at least ${min}.`).max(max, `${name} must be at most ${max}.`))

export const pagingQuerySchema = z.object({
  page: wholeNumber('page', 1, 100_000).optional().meta({ description: 'Which page, from 1.', example: '1' }),
  limit: wholeNumber('limit', 1, MAX_PAGE_SIZE)
    .optional()
    .meta({ description: `How many on a page, 1 to ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE}).`, example: String(DEFAULT_PAGE_SIZE) }),
})

export type PagingQuery = z.infer<typeof pagingQuerySchema>

export const pagingOf = (query: PagingQuery): { page: number; limit: number } => ({
  page: query.page ?? 1,
  limit: query.limit ?? DEFAULT_PAGE_SIZE,
})

/** A page of `item`s, with where it sits among all of them. */
export const listOf = <T extends z.ZodType>(item: T, id: string) =>
  z
    .object({
      data: z.array(item),
      page: z.number().int(),
      limit: z.number().int(),
      totalDocs: z.number().int(),
      totalPages: z.number().int(),
      hasNextPage: z.boolean(),
    })
    .meta({ id })

/** An object's id in the path: a positive whole number. */
export const idParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,11}$/, 'id must be a positive whole number.')
    .transform(Number)
    .meta({ description: 'The id.', example: '42' }),
})

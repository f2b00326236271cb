import { z } from 'zod/mini'

/**
 * A record's version: 1 when it is made, raised by each write that changes it. An update or delete that sends the
 * version it was based on is refused with 409 `conflict` and the current record when the record has moved on.
 */
export const zVersion = () =>
  z.int().check(
    z.minimum(1),
    z.meta({
      description: 'Raised by each write; send it back with an update or delete to refuse stale ones.'
    })
  )

/** The field that carries it, in answers and update bodies (optional: a call without it is not checked). */
export const versioned = { version: z.optional(zVersion()) }

/** The query parameter a delete sends it in, having no body. */
export const versionParams = z.object({
  version: z
    .optional(
      z.pipe(
        z.transform((value: unknown) =>
          typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
        ),
        z.int().check(z.minimum(1))
      )
    )
    .check(
      z.meta({
        description: 'The version the delete was based on: refused with 409 when the record has moved on.'
      })
    )
})

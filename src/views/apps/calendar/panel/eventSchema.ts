import { z } from 'zod/mini'
import { zPerson } from '@/utility/contract'
import {
  calendarEventSchema,
  endNotBeforeStart,
  eventDetailsSchema,
  isLocalDateTime,
  maxGuests
} from '../contract'
import type { EventFormValues } from '../eventValues'

// Messages with a dot are `calendar` i18n keys; the others are validation codes.

const dateTime = z.string().check(z.refine(isLocalDateTime, 'validation.dateTime'))

/** Typed with EventFormValues so the two cannot drift apart. */
export const eventFormSchema: z.ZodMiniType<EventFormValues, EventFormValues> = z
  .object({
    title: calendarEventSchema.shape.title,
    calendar: eventDetailsSchema.shape.calendar,
    allDay: z.boolean(),
    start: dateTime,
    end: z.union([z.literal(''), dateTime]),
    url: calendarEventSchema.shape.url.check(z.regex(/^(https?:\/\/\S+)?$/, 'validation.url')),
    guests: z.array(zPerson()).check(z.maxLength(maxGuests)),
    location: eventDetailsSchema.shape.location,
    description: eventDetailsSchema.shape.description
  })
  .check(z.refine(endNotBeforeStart, { path: ['end'], message: 'validation.endBeforeStart' }))

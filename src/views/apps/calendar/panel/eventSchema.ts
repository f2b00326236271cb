import { z } from 'zod'
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

const dateTime = z.string().refine(isLocalDateTime, 'validation.dateTime')

/** Typed with EventFormValues so the two cannot drift apart. */
export const eventFormSchema: z.ZodType<EventFormValues, EventFormValues> = z
  .object({
    title: calendarEventSchema.shape.title,
    calendar: eventDetailsSchema.shape.calendar,
    allDay: z.boolean(),
    start: dateTime,
    end: z.union([z.literal(''), dateTime]),
    url: calendarEventSchema.shape.url.regex(/^(https?:\/\/\S+)?$/, 'validation.url'),
    guests: z.array(zPerson()).max(maxGuests),
    location: eventDetailsSchema.shape.location,
    description: eventDetailsSchema.shape.description
  })
  .refine(endNotBeforeStart, { path: ['end'], message: 'validation.endBeforeStart' })

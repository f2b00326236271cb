import { z } from 'zod'
import { calendarEventSchema, endNotBeforeStart, eventDetailsSchema, isLocalDateTime } from '../contract'
import type { EventFormValues } from '../eventValues'

// The event panel's form: the contract's fields with what a person typing needs on top. Messages
// with a dot are `calendar` i18n keys; the others are validation codes (FormField translates both).

const dateTime = z.string().refine(isLocalDateTime, 'validation.dateTime')

/** The form's rules; typed with EventFormValues (eventValues.ts), so the two cannot drift apart. */
export const eventFormSchema: z.ZodType<EventFormValues, EventFormValues> = z
  .object({
    title: calendarEventSchema.shape.title,
    calendar: eventDetailsSchema.shape.calendar,
    allDay: z.boolean(),
    start: dateTime,
    end: z.union([z.literal(''), dateTime]),
    url: calendarEventSchema.shape.url.regex(/^(https?:\/\/\S+)?$/, 'validation.url'),
    guests: eventDetailsSchema.shape.guests,
    location: eventDetailsSchema.shape.location,
    description: eventDetailsSchema.shape.description
  })
  .refine(endNotBeforeStart, { path: ['end'], message: 'validation.endBeforeStart' })

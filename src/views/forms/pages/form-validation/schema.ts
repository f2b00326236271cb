import type { DefaultValues } from 'react-hook-form'
import { z } from 'zod/mini'
import { zEmail, zRequiredText } from '@/utility/contract'
import { birthDays } from '@/utility/rules.contract'

export const validationCountries = ['no', 'pt', 'fr', 'de', 'jp', 'br'] as const
export const validationSkills = ['design', 'frontend', 'backend', 'data', 'writing', 'support'] as const
export const contactWays = ['email', 'phone', 'post'] as const

/** Every kind of field the kit has, each with a rule worth showing. */
export const validationSchema = z.object({
  fullName: zRequiredText(80),
  email: zEmail(),
  password: z.string().check(z.minLength(8, 'formPages:errors.passwordLength'), z.maxLength(120)),
  phone: z.string().check(z.regex(/^\d{10}$/, 'formPages:errors.phone')),
  card: z.string().check(z.regex(/^\d{16}$/, 'formPages:errors.card')),
  age: z
    .number('formPages:errors.age')
    .check(z.int(), z.minimum(18, 'formPages:errors.age'), z.maximum(120, 'formPages:errors.age')),
  country: z.enum(validationCountries, 'formPages:errors.chooseOne'),
  skills: z
    .array(z.enum(validationSkills))
    .check(z.minLength(1, 'formPages:errors.skills'), z.maxLength(3, 'formPages:errors.skills')),
  birthDate: z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'date'),
    z.refine((day) => day <= birthDays(18).max, 'formPages:errors.birthDate')
  ),
  contact: z.enum(contactWays, 'formPages:errors.chooseOne'),
  bio: z.string().check(z.trim(), z.minLength(20, 'formPages:errors.bio'), z.maxLength(300)),
  newsletter: z.boolean(),
  terms: z.literal(true, 'formPages:errors.terms'),
  resume: z.instanceof(File, { message: 'formPages:errors.file' })
})
export type ValidationValues = z.input<typeof validationSchema>

export const emptyValidation: DefaultValues<ValidationValues> = {
  fullName: '',
  email: '',
  password: '',
  phone: '',
  card: '',
  skills: [],
  birthDate: '',
  bio: '',
  newsletter: false
}

import type { DefaultValues } from 'react-hook-form'
import { z } from 'zod'
import { zEmail, zRequiredText } from '@/utility/contract'
import { birthDays } from '@/utility/rules.contract'

export const validationCountries = ['no', 'pt', 'fr', 'de', 'jp', 'br'] as const
export const validationSkills = ['design', 'frontend', 'backend', 'data', 'writing', 'support'] as const
export const contactWays = ['email', 'phone', 'post'] as const

/** Every kind of field the kit has, each with a rule worth showing. */
export const validationSchema = z.object({
  fullName: zRequiredText(80),
  email: zEmail(),
  password: z.string().min(8, 'formPages:errors.passwordLength').max(120),
  phone: z.string().regex(/^\d{10}$/, 'formPages:errors.phone'),
  card: z.string().regex(/^\d{16}$/, 'formPages:errors.card'),
  age: z
    .number('formPages:errors.age')
    .int()
    .min(18, 'formPages:errors.age')
    .max(120, 'formPages:errors.age'),
  country: z.enum(validationCountries, 'formPages:errors.chooseOne'),
  skills: z
    .array(z.enum(validationSkills))
    .min(1, 'formPages:errors.skills')
    .max(3, 'formPages:errors.skills'),
  birthDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'date')
    .refine((day) => day <= birthDays(18).max, 'formPages:errors.birthDate'),
  contact: z.enum(contactWays, 'formPages:errors.chooseOne'),
  bio: z.string().trim().min(20, 'formPages:errors.bio').max(300),
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

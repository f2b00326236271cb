import type { DefaultValues } from 'react-hook-form'
import { z } from 'zod/mini'
import { zEmail, zRequiredText, zUrl } from '@/utility/contract'

export const wizardCountries = ['no', 'pt', 'fr', 'de', 'jp', 'br'] as const
export const wizardLanguages = ['en', 'fr', 'de', 'pt', 'ar'] as const

/** One schema per step: Next checks only the current step's part of the form. */
export const wizardSchema = z.object({
  account: z
    .object({
      username: zRequiredText(40),
      email: zEmail(),
      password: z.string().check(z.minLength(8, 'formPages:errors.passwordLength'), z.maxLength(120)),
      confirmPassword: z.string()
    })
    .check(
      z.refine((account) => account.password === account.confirmPassword, {
        path: ['confirmPassword'],
        message: 'formPages:errors.passwordMismatch'
      })
    ),
  personal: z.object({
    firstName: zRequiredText(60),
    lastName: zRequiredText(60),
    country: z.enum(wizardCountries, 'formPages:errors.chooseOne'),
    language: z.enum(wizardLanguages, 'formPages:errors.chooseOne')
  }),
  address: z.object({
    street: zRequiredText(),
    landmark: z.union([zRequiredText(), z.literal('')]),
    postcode: z.string().check(z.regex(/^\d{4,5}$/, 'formPages:errors.postcode')),
    city: zRequiredText(60)
  }),
  social: z.object({
    website: zUrl(200),
    linkedin: zUrl(200),
    github: zUrl(200)
  })
})
export type WizardValues = z.input<typeof wizardSchema>
export type WizardStepId = keyof WizardValues

export const wizardStepIds = [
  'account',
  'personal',
  'address',
  'social'
] as const satisfies readonly WizardStepId[]

export const emptyWizard: DefaultValues<WizardValues> = {
  account: { username: '', email: '', password: '', confirmPassword: '' },
  personal: { firstName: '', lastName: '', language: 'en' },
  address: { street: '', landmark: '', postcode: '', city: '' },
  social: { website: '', linkedin: '', github: '' }
}

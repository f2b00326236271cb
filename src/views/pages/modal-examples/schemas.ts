import { z } from 'zod/mini'
import { emailPattern, limits } from '@/utility/contract'
import { cardNumberValid, cvvLength, expiryValid } from './cardRules'

// Messages with a dot are keys of the `modals` namespace.

const required = (key: string) =>
  z.string().check(z.trim(), z.minLength(1, `validation.${key}`), z.maxLength(limits.shortText))
const email = () => required('email').check(z.regex(emailPattern, 'validation.email'))
const phone = () => z.string().check(z.trim(), z.regex(/^\+?[\d\s()-]{7,20}$/, 'validation.phone'))

export const memberRoles = ['owner', 'editor', 'viewer'] as const

export const shareSchema = z.object({
  people: z.array(z.string()).check(z.maxLength(20)),
  email: z.union([z.literal(''), email()]),
  roles: z.record(z.string(), z.enum(memberRoles))
})
export type ShareFields = z.infer<typeof shareSchema>

export const cardSchema = z
  .object({
    number: z.string().check(z.refine(cardNumberValid, 'validation.cardNumber')),
    holder: required('cardName'),
    expiry: z.string().check(z.refine((expiry) => expiryValid(expiry), 'validation.expiry')),
    cvv: z.string().check(z.regex(/^\d{3,4}$/, 'validation.cvv')),
    primary: z.boolean()
  })
  .check(
    z.refine((card) => card.cvv.length === cvvLength(card.number), {
      path: ['cvv'],
      message: 'validation.cvv'
    })
  )
export type CardFields = z.infer<typeof cardSchema>
export const emptyCard: CardFields = { number: '', holder: '', expiry: '', cvv: '', primary: false }

export const userRoles = ['admin', 'author', 'editor', 'maintainer', 'subscriber'] as const
export const userStatuses = ['active', 'pending', 'inactive'] as const

export const editUserSchema = z.object({
  fullName: required('fullName'),
  username: required('username').check(z.regex(/^[\w.-]+$/, 'validation.username')),
  email: email(),
  contact: z.union([z.literal(''), phone()]),
  company: z.string().check(z.trim(), z.maxLength(limits.shortText)),
  role: z.enum(userRoles),
  status: z.enum(userStatuses)
})
export type EditUserFields = z.infer<typeof editUserSchema>

const phoneSchema = z.object({ phone: phone(), code: z.string() })
export const otpSchema = z.extend(phoneSchema, {
  code: z.string().check(z.regex(/^\d{6}$/, 'validation.code'))
})
export type OtpFields = z.infer<typeof otpSchema>

export const plans = [
  ['basic', 0],
  ['standard', 49],
  ['enterprise', 99]
] as const
type PlanId = (typeof plans)[number][0]
export const currentPlan: PlanId = 'standard'

export const planSchema = z.object({
  plan: z
    .enum(['basic', 'standard', 'enterprise'])
    .check(z.refine((plan): boolean => plan !== currentPlan, 'validation.samePlan'))
})
export type PlanFields = z.infer<typeof planSchema>

export const addressTypes = ['home', 'office'] as const

export const addressSchema = z.object({
  fullName: required('fullName'),
  phone: phone(),
  line1: required('line1'),
  line2: z.string().check(z.trim(), z.maxLength(limits.shortText)),
  city: required('city'),
  postcode: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9 -]{3,10}$/, 'validation.postcode')),
  country: required('country'),
  type: z.enum(addressTypes),
  primary: z.boolean()
})
export type AddressFields = z.infer<typeof addressSchema>

export const inviteSchema = z.object({ email: email() })

export const appCategories = ['crm', 'ecommerce', 'learning', 'health'] as const
export const frameworks = ['react', 'vue', 'angular', 'svelte'] as const
export const databases = ['postgres', 'mysql', 'mongodb'] as const

export const createAppSchema = z.intersection(
  z.object({
    name: required('appName'),
    category: z.enum(appCategories),
    framework: z.enum(frameworks),
    database: z.enum(databases),
    databaseName: required('databaseName').check(z.regex(/^[a-z][a-z0-9_]*$/, 'validation.databaseName'))
  }),
  cardSchema
)
export type CreateAppFields = z.infer<typeof createAppSchema>

export const twoFactorMethods = ['app', 'sms'] as const

export const twoFactorSchema = z
  .object({ method: z.enum(twoFactorMethods), code: z.string(), phone: z.string() })
  .check(
    z.superRefine((fields, context) => {
      if (fields.method === 'app' && !/^\d{6}$/.test(fields.code))
        context.addIssue({ code: 'custom', path: ['code'], message: 'validation.code' })
      if (fields.method === 'sms' && !/^\+?[\d\s()-]{7,20}$/.test(fields.phone.trim()))
        context.addIssue({ code: 'custom', path: ['phone'], message: 'validation.phone' })
    })
  )
export type TwoFactorFields = z.infer<typeof twoFactorSchema>

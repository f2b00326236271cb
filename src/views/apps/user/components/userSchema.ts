import { z } from 'zod/mini'
import { emailPattern, limits } from '@/utility/contract'
import { managedUserSchema, type ManagedUser } from '../contract'

const required = (key: string) =>
  z.string().check(z.trim(), z.minLength(1, `validation.${key}Required`), z.maxLength(limits.shortText))

// Messages with a dot are `user` i18n keys; the others are validation codes.

export const newUserSchema = z.extend(
  z.pick(managedUserSchema, {
    fullName: true,
    username: true,
    email: true,
    company: true,
    country: true,
    contact: true,
    role: true,
    currentPlan: true
  }),
  {
    fullName: required('fullName'),
    username: required('username').check(z.regex(/^[\w.-]+$/, 'validation.usernameChars')),
    email: required('email').check(z.regex(emailPattern, 'validation.emailInvalid')),
    contact: managedUserSchema.shape.contact.check(z.regex(/^[\d\s()+-]*$/, 'validation.contactChars'))
  }
)
export type NewUserFields = z.infer<typeof newUserSchema>

export const editUserSchema = z.extend(newUserSchema, {
  status: managedUserSchema.shape.status,
  billing: managedUserSchema.shape.billing
})
export type EditUserFields = z.infer<typeof editUserSchema>

export const emptyNewUser: NewUserFields = {
  fullName: '',
  username: '',
  email: '',
  company: '',
  country: '',
  contact: '',
  role: 'subscriber',
  currentPlan: 'basic'
}

export function editValuesOf(user: ManagedUser): EditUserFields {
  const { fullName, username, email, company, country, contact, role, currentPlan, status, billing } = user
  return { fullName, username, email, company, country, contact, role, currentPlan, status, billing }
}

import { z } from 'zod'
import { emailPattern, limits } from '@/utility/contract'
import { managedUserSchema, type ManagedUser } from '../contract'

const required = (key: string) => z.string().trim().min(1, `validation.${key}Required`).max(limits.shortText)

// Messages with a dot are `user` i18n keys; the others are validation codes.

export const newUserSchema = managedUserSchema
  .pick({
    fullName: true,
    username: true,
    email: true,
    company: true,
    country: true,
    contact: true,
    role: true,
    currentPlan: true
  })
  .extend({
    fullName: required('fullName'),
    username: required('username').regex(/^[\w.-]+$/, 'validation.usernameChars'),
    email: required('email').regex(emailPattern, 'validation.emailInvalid'),
    contact: managedUserSchema.shape.contact.regex(/^[\d\s()+-]*$/, 'validation.contactChars')
  })
export type NewUserFields = z.infer<typeof newUserSchema>

export const editUserSchema = newUserSchema.extend({
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

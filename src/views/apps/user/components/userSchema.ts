import { z } from 'zod'
import { billings, plans, roles, statuses } from '../options'
import type { ManagedUser } from '../contract'

// Messages are i18n keys of the `user` namespace. The e-mail rule is the server's own (API.md),
// so the form never accepts an address the mock would refuse.
const required = (key: string) => z.string().trim().min(1, `validation.${key}Required`)

/** The fields of the "Add New User" form. */
export const newUserSchema = z.object({
  fullName: required('fullName').max(60, 'validation.tooLong'),
  username: required('username').regex(/^[\w.-]+$/, 'validation.usernameChars').max(30, 'validation.tooLong'),
  email: required('email').regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'validation.emailInvalid'),
  company: z.string().trim().max(60, 'validation.tooLong'),
  country: z.string(),
  contact: z.string().trim().regex(/^[\d\s()+-]*$/, 'validation.contactChars').max(30, 'validation.tooLong'),
  role: z.enum(roles),
  currentPlan: z.enum(plans)
})
export type NewUserFields = z.infer<typeof newUserSchema>

/** The edit form adds what only an existing account has. */
export const editUserSchema = newUserSchema.extend({
  status: z.enum(statuses),
  billing: z.enum(billings)
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

/** The edit form's starting values: the record's editable fields. */
export function editValuesOf(user: ManagedUser): EditUserFields {
  const { fullName, username, email, company, country, contact, role, currentPlan, status, billing } = user
  return { fullName, username, email, company, country, contact, role, currentPlan, status, billing }
}

// Its own module so zod loads on the first validation, not with the sign-in pages.
import { z } from 'zod'
import { CODE_LENGTH, PASSWORD_MIN_LENGTH } from './limits'

export const loginSchema = z.object({
  email: z.string().trim().min(1, 'validation.emailRequired').email('validation.emailInvalid'),
  password: z.string().min(1, 'validation.passwordRequired'),
  remember: z.boolean()
})
export type LoginFields = z.infer<typeof loginSchema>

export const registerSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'validation.usernameRequired')
    .min(3, 'validation.usernameShort')
    .regex(/^[\w.-]+$/, 'validation.usernameChars'),
  email: z.string().trim().min(1, 'validation.emailRequired').email('validation.emailInvalid'),
  password: z.string().min(1, 'validation.passwordRequired').min(8, 'validation.passwordMin'),
  terms: z.boolean().refine((accepted) => accepted, 'validation.termsRequired')
})
export type RegisterFields = z.infer<typeof registerSchema>

export const forgotPasswordSchema = z.object({
  email: z.string().trim().min(1, 'validation.emailRequired').email('validation.emailInvalid')
})
export type ForgotPasswordFields = z.infer<typeof forgotPasswordSchema>

export const resetPasswordSchema = z
  .object({
    password: z
      .string()
      .min(1, 'validation.passwordRequired')
      .min(PASSWORD_MIN_LENGTH, 'validation.passwordMin'),
    confirmPassword: z.string().min(1, 'validation.confirmRequired')
  })
  // The mismatch belongs to the second field: that is the one the user fixes.
  .refine((fields) => fields.password === fields.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordMismatch'
  })
export type ResetPasswordFields = z.infer<typeof resetPasswordSchema>

export const twoStepsSchema = z.object({
  digits: z
    .array(z.string())
    .length(CODE_LENGTH)
    .refine((digits) => digits.every((digit) => /^\d$/.test(digit)), 'validation.codeIncomplete')
})
export type TwoStepsFields = z.infer<typeof twoStepsSchema>

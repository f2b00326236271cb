// Its own module so zod loads on the first validation, not with the sign-in pages.
import { z } from 'zod/mini'
import { CODE_LENGTH, PASSWORD_MIN_LENGTH } from './limits'

export const loginSchema = z.object({
  email: z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.emailRequired'), z.email('validation.emailInvalid')),
  password: z.string().check(z.minLength(1, 'validation.passwordRequired')),
  remember: z.boolean()
})
export type LoginFields = z.infer<typeof loginSchema>

export const registerSchema = z.object({
  username: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.usernameRequired'),
      z.minLength(3, 'validation.usernameShort'),
      z.regex(/^[\w.-]+$/, 'validation.usernameChars')
    ),
  email: z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.emailRequired'), z.email('validation.emailInvalid')),
  password: z
    .string()
    .check(z.minLength(1, 'validation.passwordRequired'), z.minLength(8, 'validation.passwordMin')),
  terms: z.boolean().check(z.refine((accepted) => accepted, 'validation.termsRequired'))
})
export type RegisterFields = z.infer<typeof registerSchema>

export const forgotPasswordSchema = z.object({
  email: z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.emailRequired'), z.email('validation.emailInvalid'))
})
export type ForgotPasswordFields = z.infer<typeof forgotPasswordSchema>

export const resetPasswordSchema = z
  .object({
    password: z
      .string()
      .check(
        z.minLength(1, 'validation.passwordRequired'),
        z.minLength(PASSWORD_MIN_LENGTH, 'validation.passwordMin')
      ),
    confirmPassword: z.string().check(z.minLength(1, 'validation.confirmRequired'))
  })
  .check(
    z.refine((fields) => fields.password === fields.confirmPassword, {
      path: ['confirmPassword'],
      message: 'validation.passwordMismatch'
    })
  )
export type ResetPasswordFields = z.infer<typeof resetPasswordSchema>

export const twoStepsSchema = z.object({
  digits: z.array(z.string()).check(
    z.length(CODE_LENGTH),
    z.refine((digits) => digits.every((digit) => /^\d$/.test(digit)), 'validation.codeIncomplete')
  )
})
export type TwoStepsFields = z.infer<typeof twoStepsSchema>

import { z } from 'zod/mini'
import { paymentMethods } from '../contract'

export function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return digits.length > 0 && sum % 10 === 0
}

export function isValidExpiry(value: string, today = new Date()): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value)
  if (!match) return false
  const year = 2000 + Number(match[2])
  const month = Number(match[1])
  return year > today.getFullYear() || (year === today.getFullYear() && month >= today.getMonth() + 1)
}

/** Card details are checked here and never sent: the order carries the method only. */
const cardSchema = z.object({
  number: z
    .string()
    .check(
      z.refine(
        (value) => /^\d{16}$/.test(value.replace(/\s/g, '')) && passesLuhn(value.replace(/\s/g, '')),
        'payment.errors.number'
      )
    ),
  name: z.string().check(z.trim(), z.minLength(1, 'payment.errors.name'), z.maxLength(120)),
  expiry: z.string().check(z.refine((value) => isValidExpiry(value), 'payment.errors.expiry')),
  cvv: z.string().check(z.regex(/^\d{3,4}$/, 'payment.errors.cvv'))
})

const anyPayment = z.object({
  method: z.enum(paymentMethods),
  number: z.string(),
  name: z.string(),
  expiry: z.string(),
  cvv: z.string(),
  giftCode: z.string()
})
export type PaymentForm = z.infer<typeof anyPayment>

// Only the chosen method's fields are checked.
export const paymentSchema: z.ZodMiniType<PaymentForm, PaymentForm> = z.discriminatedUnion('method', [
  z.extend(anyPayment, { method: z.literal('card'), ...cardSchema.shape }),
  z.extend(anyPayment, { method: z.literal('cash') }),
  z.extend(anyPayment, {
    method: z.literal('gift-card'),
    giftCode: z.string().check(z.regex(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/i, 'payment.errors.giftCode'))
  })
])

import { z } from 'zod/mini'
import { generalSchema, type AccountSettings } from '../contract'

/** `picture` only carries a file on its way into `avatar`; it is never sent. */
export const generalFormSchema = z.extend(generalSchema, {
  picture: z.custom<File | null>((value) => value === null || value instanceof File)
})
export type GeneralForm = z.infer<typeof generalFormSchema>

export const generalValues = ({ emailVerified: _, ...general }: AccountSettings['general']): GeneralForm => ({
  ...general,
  picture: null
})

export const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'))
    reader.readAsDataURL(file)
  })

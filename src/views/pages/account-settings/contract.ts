import { z } from 'zod/mini'
import { limits, zEmail, zIsoDate, zRequiredText, zText, zUrl } from '@/utility/contract'
import { accountMinimumAge, birthDays } from '@/utility/rules.contract'

export const endpoints = { data: '/account-setting/data' } as const

/** The parts of the settings, as the call names them. */
export const settingsParts = ['general', 'info', 'social', 'notification'] as const
export type SettingsPart = (typeof settingsParts)[number]

export const avatarMaxBytes = 800 * 1024
export const avatarTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const

const dataImagePattern = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/
// An uploaded picture travels as a data URL: base64 is 4/3 of the bytes.
const zAvatar = () =>
  z.union([
    zUrl(),
    z.string().check(z.maxLength(Math.ceil((avatarMaxBytes * 4) / 3) + 40), z.regex(dataImagePattern, 'url'))
  ])

/** Web links are full addresses, never a path on this site. */
const zWebLink = () => zText(limits.text).check(z.regex(/^(https?:\/\/[^\s/]\S*)?$/, 'url'))

export const countryCodes = ['NO', 'SE', 'DK', 'FI', 'IS', 'DE', 'FR', 'PT', 'BR', 'GB', 'US', 'CA'] as const

export const generalSchema = z.object({
  avatar: zAvatar(),
  username: zRequiredText().check(z.regex(/^[\w.-]+$/, 'errors.username')),
  fullName: zRequiredText(),
  email: zEmail(),
  company: zText()
})
export type GeneralSettings = z.infer<typeof generalSchema>

const isBirthDay = (day: string) => {
  const { min, max } = birthDays(accountMinimumAge)
  return day >= min && day <= max
}

export const infoSchema = z.object({
  bio: zText(limits.text),
  dob: z.union([z.literal(''), zIsoDate().check(z.refine(isBirthDay, 'birthDate'))]),
  country: z.union([z.literal(''), z.enum(countryCodes)]),
  website: zWebLink(),
  phone: z.string().check(z.regex(/^(\d{10})?$/, 'errors.phone'))
})
export type InfoSettings = z.infer<typeof infoSchema>

export const socialNetworks = ['twitter', 'facebook', 'google', 'linkedIn', 'instagram', 'quora'] as const
export const connectionNetworks = ['twitter', 'google', 'facebook', 'github'] as const

const connectionSchema = z.object({ profileImg: zUrl(), id: zText() })
export type Connection = z.infer<typeof connectionSchema>

export const socialSchema = z.object({
  socialLinks: z.object({
    twitter: zWebLink(),
    facebook: zWebLink(),
    google: zWebLink(),
    linkedIn: zWebLink(),
    instagram: zWebLink(),
    quora: zWebLink()
  }),
  connections: z.object({
    twitter: z.nullable(connectionSchema),
    google: z.nullable(connectionSchema),
    facebook: z.nullable(connectionSchema),
    github: z.nullable(connectionSchema)
  })
})
export type SocialSettings = z.infer<typeof socialSchema>

export const notificationKeys = [
  'commentOnArticle',
  'answerOnForm',
  'followMe',
  'newAnnouncements',
  'productUpdates',
  'blogDigest'
] as const

export const notificationSchema = z.object({
  commentOnArticle: z.boolean(),
  answerOnForm: z.boolean(),
  followMe: z.boolean(),
  newAnnouncements: z.boolean(),
  productUpdates: z.boolean(),
  blogDigest: z.boolean()
})
export type NotificationSettings = z.infer<typeof notificationSchema>

/** Whether the address has been confirmed: the server's to say, never saved from the form. */
const generalAnswer = z.extend(generalSchema, { emailVerified: z.boolean() })

export const accountSettingsSchema = z.object({
  general: generalAnswer,
  info: infoSchema,
  social: socialSchema,
  notification: notificationSchema
})
export type AccountSettings = z.infer<typeof accountSettingsSchema>

// A save merges what it names into its part; a required field may still not be emptied.
export const settingsPatches = {
  general: z.partial(generalSchema),
  info: z.partial(infoSchema),
  social: z.partial(socialSchema),
  notification: z.partial(notificationSchema)
}

/** The data is checked against its part's schema on its own, so a refusal names the field as the form does. */
export const saveSettingsHead = z.object({
  tab: z.enum(settingsParts),
  data: z.record(z.string(), z.unknown())
})

/** The body as documented: one of the tabs, with that tab's own fields. */
export const saveSettingsBody = z.discriminatedUnion('tab', [
  z.object({ tab: z.literal('general'), data: settingsPatches.general }),
  z.object({ tab: z.literal('info'), data: settingsPatches.info }),
  z.object({ tab: z.literal('social'), data: settingsPatches.social }),
  z.object({ tab: z.literal('notification'), data: settingsPatches.notification })
])

export type SaveSettingsBody = {
  [P in SettingsPart]: { tab: P; data: z.input<(typeof settingsPatches)[P]> }
}[SettingsPart]

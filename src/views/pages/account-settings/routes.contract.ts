/** The settings page's address and its navbar search entry (plain data, no zod). */

export const settingsTabs = ['general', 'info', 'social', 'notifications'] as const
export type SettingsTab = (typeof settingsTabs)[number]

export const settingsPaths = { page: '/pages/account-settings' } as const

export const searchPages = [['Account Settings', 'Settings', settingsPaths.page]] as const

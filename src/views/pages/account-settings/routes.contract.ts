/** The settings page's address (plain data, no zod). */

export const settingsTabs = ['general', 'info', 'social', 'notifications'] as const
export type SettingsTab = (typeof settingsTabs)[number]

export const settingsPaths = { page: '/pages/account-settings' } as const

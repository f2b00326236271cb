/** The profile page's address and its navbar search entry (plain data, no zod). */

export const profileTabs = ['feed', 'about', 'connections', 'teams', 'projects'] as const
export type ProfileTab = (typeof profileTabs)[number]

export const profilePaths = { page: '/pages/profile' } as const

export const searchPages = [['Profile', 'User', profilePaths.page]] as const

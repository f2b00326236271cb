/** The profile page's address (plain data, no zod). */

export const profileTabs = ['feed', 'about', 'connections', 'teams', 'projects'] as const
export type ProfileTab = (typeof profileTabs)[number]

export const profilePaths = { page: '/pages/profile' } as const

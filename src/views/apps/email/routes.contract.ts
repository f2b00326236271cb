/** Plain data in a module of its own, so the entry never pulls in zod. */

/** The open mail and the search are search params, so reloads and Back keep both. */
export const emailPaths = {
  inbox: '/apps/email',
  folder: (folder: string = ':folder') => `/apps/email/${folder}`,
  label: (label: string = ':label') => `/apps/email/label/${label}`,
  all: '/apps/email/*'
} as const

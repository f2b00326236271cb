/** The miscellaneous pages' addresses and navbar search entries (plain data, no zod). */

export const miscPaths = {
  comingSoon: '/misc/coming-soon',
  notAuthorized: '/misc/not-authorized',
  maintenance: '/misc/maintenance',
  error: '/misc/error'
} as const

/** The navbar search's entries: [English title, lucide icon name, path]. */
export const searchPages = [
  ['Coming Soon', 'Clock', miscPaths.comingSoon],
  ['Not Authorized', 'ShieldX', miscPaths.notAuthorized],
  ['Maintenance', 'Wrench', miscPaths.maintenance],
  ['Error', 'CircleAlert', miscPaths.error]
] as const

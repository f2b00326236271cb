export const miscPaths = {
  comingSoon: '/misc/coming-soon',
  notAuthorized: '/misc/not-authorized',
  maintenance: '/misc/maintenance',
  error: '/misc/error'
} as const

export const searchPages = [
  ['Coming Soon', 'Clock', miscPaths.comingSoon],
  ['Not Authorized', 'ShieldX', miscPaths.notAuthorized],
  ['Maintenance', 'Wrench', miscPaths.maintenance],
  ['Error', 'CircleAlert', miscPaths.error]
] as const

export const miscPaths = {
  comingSoon: '/misc/coming-soon',
  notAuthorized: '/misc/not-authorized',
  maintenance: '/misc/maintenance',
  error: '/misc/error'
} as const

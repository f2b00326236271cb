export const accessControlPath = '/access-control'

export const searchPages = [['Access Control', 'ShieldCheck', accessControlPath]] as const

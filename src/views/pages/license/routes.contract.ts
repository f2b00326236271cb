export const licensePath = '/pages/license'

export const searchPages = [['License', 'ScrollText', licensePath]] as const

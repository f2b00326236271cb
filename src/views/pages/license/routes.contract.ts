export const licensePath = '/pages/license'

export const searchPages = [['License', 'FileText', licensePath]] as const

export const apiKeyPath = '/pages/api-key'

export const searchPages = [['API Keys', 'KeyRound', apiKeyPath]] as const

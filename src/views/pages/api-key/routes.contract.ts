export const apiKeyPath = '/pages/api-key'

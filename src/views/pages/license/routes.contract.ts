export const licensePath = '/pages/license'

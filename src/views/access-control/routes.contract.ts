export const accessControlPath = '/access-control'

/** The permissions page is the roles area's too. */
export const pages = ['/apps/permissions']

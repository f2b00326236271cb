/** The invoice app's screen addresses, in one place for links, redirects and the menu. */
export const listPath = '/apps/invoice/list'
export const addPath = '/apps/invoice/add'
export const previewPath = (id: number) => `/apps/invoice/preview/${id}`
export const editPath = (id: number) => `/apps/invoice/edit/${id}`

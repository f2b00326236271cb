/** Every list page asks for its saved views as it opens. */
export const pages = ['/']

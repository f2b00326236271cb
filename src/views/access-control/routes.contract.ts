/** The access-control page's address and navbar search entry (plain data, no zod). */

export const accessControlPath = '/access-control'

/** The navbar search's entries: [English title, lucide icon name, path]. */
export const searchPages = [['Access Control', 'ShieldCheck', accessControlPath]] as const

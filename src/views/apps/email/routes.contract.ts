/** The email app's screen addresses and navbar search entries: the part of its contract the route
 *  table needs. Plain data in a module of its own, so the entry never pulls in zod. */

/** The screens' addresses. The open mail is the `mail` search param of any of them
 *  (`/apps/email/sent?mail=12`), the search the `q` param, so reloads and Back keep both. */
export const emailPaths = {
  inbox: '/apps/email',
  folder: (folder: string = ':folder') => `/apps/email/${folder}`,
  label: (label: string = ':label') => `/apps/email/label/${label}`,
  /** The one route of the app: every address above. */
  all: '/apps/email/*'
} as const

/** The navbar search's entries for this app: [English title, lucide icon name, path]. */
export const searchPages = [['Email', 'Mail', emailPaths.inbox]] as const

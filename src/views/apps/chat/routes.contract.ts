/** The chat app's screen address and navbar search entry: plain data, no zod. */

export const chatPaths = {
  /** The open conversation is in the query: `?contact=<contact id>`. */
  app: '/apps/chat'
} as const

/** The navbar search's entries for this app: [English title, lucide icon name, path]. */
export const searchPages = [['Chat', 'MessageSquare', chatPaths.app]] as const

/** The chat app's contract with its backend (API.md "Chat"): schemas, the types inferred from
 *  them, value lists and addresses. The screens and the mock both apply it. */
import { z } from 'zod'
import { idSchema, limits, zRequiredText, zText } from '@/utility/contract'

export { chatPaths } from './routes.contract'

// ---- value lists ------------------------------------------------------------------------------

/** A person's availability, shown as the dot on their avatar. */
export const chatStatuses = ['online', 'offline', 'busy', 'away'] as const
export type ChatStatus = (typeof chatStatuses)[number]

// ---- addresses ----------------------------------------------------------------------------------

/** The calls of API.md "Chat". */
export const endpoints = {
  profileUser: '/apps/chat/users/profile-user',
  chatsAndContacts: '/apps/chat/chats-and-contacts',
  chat: '/apps/chat/get-chat',
  send: '/apps/chat/send-msg'
} as const

// ---- schemas ------------------------------------------------------------------------------------

/** One message: its text, when it was sent (ISO date-time) and who sent it (a contact's id or the
 *  profile user's). */
export const messageSchema = z.object({
  message: zRequiredText(limits.text),
  time: z.string(),
  senderId: z.int()
})
export type ChatMessage = z.infer<typeof messageSchema>

/** The person using the chat. */
export const profileUserSchema = z.object({
  id: z.int(),
  fullName: zRequiredText(),
  avatar: zText(limits.text),
  role: zText(),
  about: zText(limits.text),
  status: z.enum(chatStatuses),
  settings: z.object({ isTwoStepAuthVerificationEnabled: z.boolean(), isNotificationsOn: z.boolean() })
})
export type ProfileUser = z.infer<typeof profileUserSchema>

/** Someone the profile user can talk to. `email` and `phone` are *ext*: the profile panel's
 *  personal information. */
export const contactSchema = z.object({
  id: z.int(),
  fullName: zRequiredText(),
  role: zText(),
  about: zText(limits.text),
  /** Image path such as `/images/avatars/3.svg`, or `''`: show initials. */
  avatar: zText(limits.text),
  status: z.enum(chatStatuses),
  email: zText(),
  phone: zText()
})
export type Contact = z.infer<typeof contactSchema>

/** A conversation with one contact (`userId`); `chat` holds its messages, oldest first. */
export const chatSchema = z.object({
  id: z.int(),
  userId: z.int(),
  unseenMsgs: z.int().min(0),
  chat: z.array(messageSchema)
})
export type Chat = z.infer<typeof chatSchema>

/** Query of `get-chat`: the contact's id. */
export const getChatParams = z.object({ id: idSchema })

/** Body of `send-msg`: the text (not blank; stored trimmed) and the contact's id. */
export const sendMessageBody = z.object({
  obj: z.object({ message: zRequiredText(limits.text), contact: idSchema })
})
export type SendMessage = z.input<typeof sendMessageBody>['obj']

// ---- answers ------------------------------------------------------------------------------------

/** A contact with a conversation, as the chat list shows it. */
export interface ChatContact extends Contact {
  chat: { id: number; unseenMsgs: number; lastMessage: ChatMessage | null }
}

export interface ChatsAndContactsResponse {
  /** Contacts with a chat, the most recent conversation first. */
  chatsContacts: ChatContact[]
  /** Every contact (the sidebar lists those without a chat under "Contacts"). */
  contacts: Contact[]
  profileUser: ProfileUser
}
export interface ChatResponse {
  /** null when the contact has no conversation yet. */
  chat: Chat | null
  contact: Contact
}
export interface SendMessageResponse {
  chat: Chat
}

import { z } from 'zod/mini'
import { versioned } from '@/utility/version.contract'
import type { Sent } from '@/utility/answer.contract'
import { idSchema, limits, zRequiredText, zText, zUrl, zInstant } from '@/utility/contract'

export { chatPaths } from './routes.contract'

export const chatStatuses = ['online', 'offline', 'busy', 'away'] as const
export type ChatStatus = (typeof chatStatuses)[number]

export const endpoints = {
  profileUser: '/apps/chat/users/profile-user',
  chatsAndContacts: '/apps/chat/chats-and-contacts',
  chat: '/apps/chat/get-chat',
  send: '/apps/chat/send-msg'
} as const

export const messageSchema = z.object({
  message: zRequiredText(limits.text),
  time: zInstant(),
  senderId: z.int()
})
export type ChatMessage = z.infer<typeof messageSchema>

export const profileUserSchema = z.object({
  id: z.int(),
  fullName: zRequiredText(),
  avatar: zUrl(),
  role: zText(),
  about: zText(limits.text),
  status: z.enum(chatStatuses),
  settings: z.object({ isTwoStepAuthVerificationEnabled: z.boolean(), isNotificationsOn: z.boolean() })
})
export type ProfileUser = z.infer<typeof profileUserSchema>

export const contactSchema = z.object({
  id: z.int(),
  fullName: zRequiredText(),
  role: zText(),
  about: zText(limits.text),
  avatar: zUrl(),
  status: z.enum(chatStatuses),
  email: zText(),
  phone: zText(),
  ...versioned
})
export type Contact = z.infer<typeof contactSchema>

export const chatSchema = z.object({
  id: z.int(),
  userId: z.int(),
  unseenMsgs: z.int().check(z.minimum(0)),
  chat: z.array(messageSchema).check(z.maxLength(10_000)),
  ...versioned
})
export type Chat = z.infer<typeof chatSchema>

export const getChatParams = z.object({ id: idSchema })

export const sendMessageBody = z.object({
  obj: z.object({ message: zRequiredText(limits.text), contact: idSchema })
})
export type SendMessage = z.input<typeof sendMessageBody>['obj']

export const chatsAndContactsResponseSchema = z.object({
  chatsContacts: z
    .array(
      z.extend(contactSchema, {
        chat: z.object({
          id: z.int(),
          unseenMsgs: z.int().check(z.minimum(0)),
          lastMessage: z.nullable(messageSchema)
        })
      })
    )
    .check(z.maxLength(limits.items)),
  contacts: z.array(contactSchema).check(z.maxLength(limits.items)),
  profileUser: profileUserSchema
})
export type ChatsAndContactsResponse = z.infer<typeof chatsAndContactsResponseSchema>
export type ChatContact = ChatsAndContactsResponse['chatsContacts'][number]

const noChatYet = z.nullable(chatSchema)
export const chatResponseSchema = z.object({ chat: noChatYet, contact: contactSchema })
export type ChatResponse = z.infer<typeof chatResponseSchema>
export const sendMessageAnswer = z.object({ chat: chatSchema })
export type SendMessageResponse = Sent<typeof sendMessageAnswer>

// This area's words in docs/api.md and docs/openapi.json; its routes give each call's input, answer, errors.
export const apiProse = {
  area: 'Chat',
  intro: [
    'Types: `src/views/apps/chat/contract.ts`. A contact: `{id, fullName, role, about, avatar, status,',
    'email, phone}`, `status` one of `online, offline, busy, away`. A chat: `{id, userId, unseenMsgs,',
    'chat}` where `chat` lists messages `{message, time, senderId}`, oldest first.'
  ],
  summaries: {
    'GET /apps/chat/users/profile-user': "Get the signed-in user's chat profile",
    'GET /apps/chat/chats-and-contacts': 'List the chats and the contacts',
    'GET /apps/chat/get-chat': "Open a contact's chat",
    'POST /apps/chat/send-msg': 'Send a chat message'
  },
  calls: {
    'GET /apps/chat/users/profile-user': [
      '- Answer: the signed-in chat user `{id, fullName, avatar, role, about, status, settings:',
      '  {isTwoStepAuthVerificationEnabled, isNotificationsOn}}`.'
    ],
    'GET /apps/chat/chats-and-contacts': [
      '- Answer: `{chatsContacts, contacts, profileUser}`; `chatsContacts` are the contacts that have a',
      '  chat, most recent first, each with `chat: {id, unseenMsgs, lastMessage}`.'
    ],
    'GET /apps/chat/get-chat': [
      "- Query: `id` (the contact's id). Answer: `{chat, contact}`; `chat` is `null` when there is none",
      '  yet. Opening a chat sets its `unseenMsgs` to 0.',
      '- Errors: 400; 404 `Contact not found`.'
    ],
    'POST /apps/chat/send-msg': [
      '- Body: `{obj: {message, contact}}`: the text (required, long text, stored trimmed) and the',
      "  contact's id. Answer: **201** `{chat}`, created when the contact had none; the chat moves to the top.",
      '- Errors: 400; 404 `Contact not found`.'
    ]
  }
}

import { expect, it } from 'vitest'
import { missingDemoTexts } from '@tests/demoTexts'
import { contacts, createChats, profileUser } from './data'

it('has every seed role, about and message in all four languages, the English one equal to the seed', () => {
  const texts = [
    ...[profileUser, ...contacts].flatMap((person) => [
      [`people.${person.id}.role`, person.role],
      [`people.${person.id}.about`, person.about]
    ]),
    ...createChats().flatMap((chat) =>
      chat.chat.map((message, place) => [`messages.${chat.id}.${place}`, message.message])
    )
  ]
  expect(missingDemoTexts('chat', Object.fromEntries(texts))).toEqual([])
})

import { expect, it } from 'vitest'
import { missingDemoTexts } from '@tests/demoTexts'
import { createEmails } from './data'

it('has every seed subject and message in all four languages, the English one equal to the seed', () => {
  const texts = createEmails().flatMap((mail) => [
    [`subjects.${mail.id}`, mail.subject],
    ...[mail, ...mail.replies].map((message) => [`messages.${message.id}`, message.message])
  ])
  expect(missingDemoTexts('email', Object.fromEntries(texts))).toEqual([])
})

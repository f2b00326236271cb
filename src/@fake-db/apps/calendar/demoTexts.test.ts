import { expect, it } from 'vitest'
import { missingDemoTexts } from '@tests/demoTexts'
import { createEvents } from './data'

it('has every seed event title in all four languages, the English one equal to the seed', () => {
  const texts = createEvents().map((event) => [`events.${event.id}.title`, event.title])
  expect(missingDemoTexts('calendar', Object.fromEntries(texts))).toEqual([])
})

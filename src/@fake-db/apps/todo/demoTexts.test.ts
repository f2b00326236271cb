import { expect, it } from 'vitest'
import { missingDemoTexts } from '@tests/demoTexts'
import { createTasks } from './data'

it('has every seed task title and description in all four languages, the English one equal to the seed', () => {
  const texts = createTasks()
    .flatMap((task) => [
      [`tasks.${task.id}.title`, task.title],
      [`tasks.${task.id}.description`, task.description]
    ])
    .filter(([, text]) => text !== '')
  expect(missingDemoTexts('todo', Object.fromEntries(texts))).toEqual([])
})

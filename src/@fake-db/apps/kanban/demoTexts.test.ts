import { expect, it } from 'vitest'
import { missingDemoTexts } from '@tests/demoTexts'
import { createKanban } from './data'

it('has every seed board, task title and comment in all four languages, the English one equal to the seed', () => {
  const { boards, tasks } = createKanban()
  const texts = [
    ...boards.map((board) => [`boards.${board.id}`, board.title]),
    ...tasks.flatMap((task) => [
      [`tasks.${task.id}.title`, task.title],
      ...task.comments.map((comment, index) => [`tasks.${task.id}.comments.${index}`, comment.comment])
    ])
  ]
  expect(missingDemoTexts('kanban', Object.fromEntries(texts))).toEqual([])
})

import { expect, it } from 'vitest'
import { missingDemoTexts } from '@tests/demoTexts'
import { seedWorkspace } from './data'

it('has every seed folder and file name in all four languages, the English one equal to the seed', () => {
  const texts = seedWorkspace().map((entry) => [`entries.${entry.id}`, entry.name])
  expect(missingDemoTexts('fileManager', Object.fromEntries(texts))).toEqual([])
})

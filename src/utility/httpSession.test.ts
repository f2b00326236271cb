import { afterEach, expect, it, vi } from 'vitest'

/** A fresh count of running requests for each test. */
const freshSession = async () => {
  vi.resetModules()
  return import('./httpSession')
}

const settled = async (promise: Promise<unknown>) => {
  let done = false
  void promise.then(() => (done = true))
  await vi.advanceTimersByTimeAsync(0)
  return done
}

afterEach(() => {
  vi.useRealTimers()
})

it('settles once the last running request has ended, answered or failed', async () => {
  vi.useFakeTimers()
  const { tracked, whenRequestsSettled } = await freshSession()
  expect(await settled(whenRequestsSettled())).toBe(true)
  let answer = () => {}
  let fail = () => {}
  const answered = tracked(new Promise<void>((resolve) => (answer = resolve)))
  const failed = tracked(new Promise<void>((_, reject) => (fail = () => reject(new Error('down')))))
  const quiet = whenRequestsSettled()
  answer()
  await answered
  expect(await settled(quiet)).toBe(false)
  fail()
  await expect(failed).rejects.toThrow('down')
  expect(await settled(quiet)).toBe(true)
})

it('stops waiting after the time given, for a request that never ends', async () => {
  vi.useFakeTimers()
  const { tracked, whenRequestsSettled } = await freshSession()
  void tracked(new Promise(() => {}))
  const quiet = whenRequestsSettled(1000)
  await vi.advanceTimersByTimeAsync(999)
  expect(await settled(quiet)).toBe(false)
  await vi.advanceTimersByTimeAsync(1)
  expect(await settled(quiet)).toBe(true)
})

import { describe, expect, it } from 'vitest'
import { createConsoleGuard } from '@tests/consoleGuard'

describe('the console guard', () => {
  it('reports an unexpected error or warning', () => {
    const guard = createConsoleGuard()
    guard.record('error', [new Error('kaboom')])
    guard.record('warn', ['Failed prop type:', 'timeout'])
    expect(guard.takeProblems()).toEqual([
      'console.error: Error: kaboom',
      'console.warn: Failed prop type: timeout'
    ])
  })

  it('swallows an expected message, and reports an expected one that never came', () => {
    const guard = createConsoleGuard()
    guard.expect('error', /kaboom/)
    guard.expect('warn', /deprecated/)
    guard.record('error', ['The above error occurred:', new Error('kaboom')])
    expect(guard.takeProblems()).toEqual(['expected a console.warn matching /deprecated/, none came'])
  })

  it('starts each test afresh', () => {
    const guard = createConsoleGuard()
    guard.record('error', ['left over'])
    guard.takeProblems()
    expect(guard.takeProblems()).toEqual([])
  })
})

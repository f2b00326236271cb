export interface MockOptions {
  enforceAuth: boolean
  /** Makes loading states visible in the demo. */
  delayMs: number
}

export const mockOptions: MockOptions = { enforceAuth: false, delayMs: 0 }

export function setMockOptions(options: Partial<MockOptions>): void {
  if (options.enforceAuth !== undefined) mockOptions.enforceAuth = options.enforceAuth
  if (options.delayMs !== undefined) mockOptions.delayMs = Math.max(0, options.delayMs)
}

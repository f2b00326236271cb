import { describe, expectTypeOf, it } from 'vitest'
import type { z } from 'zod/mini'
import type { logoutAnswer, registerAnswer, sessionAnswer } from './answers.contract'
import type { AuthSession, LogoutResponse, RegisterResponse } from './contract'

// The entry's interfaces stay free of zod; the type check keeps them equal to the schemas the mock answers with.
describe('the auth answers', () => {
  it('describe the shapes the client reads', () => {
    expectTypeOf<z.output<typeof sessionAnswer>>().toEqualTypeOf<AuthSession>()
    expectTypeOf<z.output<typeof registerAnswer>>().toEqualTypeOf<RegisterResponse>()
    expectTypeOf<z.output<typeof logoutAnswer>>().toEqualTypeOf<LogoutResponse>()
  })
})

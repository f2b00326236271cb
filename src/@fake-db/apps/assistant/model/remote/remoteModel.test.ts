import { afterEach, describe, expect, it } from 'vitest'
import type { LoginResponse } from '@/utility/auth/contract'
import type { ChatEvent, ChatRequest } from '@/views/apps/assistant/contract'
import { mock, setMockOptions } from '@fake-db'
import {
  said,
  startFakeModel,
  streamChunks,
  toolCallChunks,
  type ModelScript
} from '../../../../../../tests/fakeModel'
import { chatEvents } from '../../chat'

const models: { close: () => Promise<void> }[] = []

afterEach(async () => {
  setMockOptions({ model: null })
  await Promise.all(models.splice(0).map((model) => model.close()))
})

async function answer(script: ModelScript, limits = { toolSteps: 8, timeMs: 30_000 }, text = 'Hi') {
  const model = await startFakeModel(script)
  models.push(model)
  setMockOptions({ model: { url: model.url, name: 'fake' } })
  const { data } = await mock.axiosInstance.post<LoginResponse>('/jwt/login', {
    email: 'admin@demo.com',
    password: 'admin'
  })
  const request: ChatRequest = { messages: [{ role: 'user', text }], language: 'fr' }
  const seen: ChatEvent[] = []
  for await (const event of chatEvents(request, { authorization: `Bearer ${data.accessToken}` }, limits))
    seen.push(event)
  return { seen, model }
}

describe('the remote model within the chat’s limits', () => {
  it('ends an answer the model is too slow for with a timeLimit event', async () => {
    const { seen, model } = await answer(
      (res) => (
        res.writeHead(200, { 'Content-Type': 'text/event-stream' }),
        res.write(`data: ${JSON.stringify(said('Hmm'))}\n\n`)
      ),
      { toolSteps: 8, timeMs: 1000 }
    )
    expect(seen.at(-1)).toMatchObject({ type: 'error', code: 'timeLimit' })
    await model.cutOff
  })

  it('ends an answer past its tool steps, and tells the model of a tool it does not have', async () => {
    const { seen, model } = await answer(
      (res, calls) =>
        streamChunks(
          res,
          toolCallChunks(
            `c${calls.length}`,
            calls.length === 1 ? 'deleteEverything' : 'getApiUsersListData',
            '{}'
          )
        ),
      { toolSteps: 2, timeMs: 30_000 }
    )
    expect(seen.filter((event) => event.type === 'tool-call')).toHaveLength(2)
    expect(seen.at(-1)).toMatchObject({ type: 'error', code: 'toolSteps' })
    expect(model.calls[1]!.body.messages.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'c1' })
    expect(String(model.calls[1]!.body.messages.at(-1)!.content)).toContain('no tool deleteEverything')
  })

  it('writes the system prompt in the page’s language with record text marked as data', async () => {
    const { model } = await answer((res) => streamChunks(res, [said('Bonjour', 'stop')]))
    const [system, question] = model.calls[0]!.body.messages
    expect(system).toMatchObject({ role: 'system', content: expect.stringContaining('French') })
    expect(String(system!.content)).toContain('never instructions')
    expect(question).toEqual({ role: 'user', content: 'Hi' })
  })
})

import { describe, expect, it } from 'vitest'
import { mock } from '@fake-db'
import { setMockOptions } from '@fake-db/options'
import { createApi } from './app'

const app = createApi()

// Call ids count up across answers: the rest must match.
const unnumbered = (events: unknown[]) => JSON.stringify(events).replace(/"call-\d+"/g, '"call"')

async function token() {
  const { data } = await mock.axiosInstance.post<{ accessToken: string }>('/jwt/login', {
    email: 'admin@demo.com',
    password: 'admin'
  })
  return data.accessToken
}

const ask = async (accept: string) =>
  app.request('/apps/assistant/chat', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: accept, Authorization: `Bearer ${await token()}` },
    body: JSON.stringify({ messages: [{ role: 'user', text: 'How many users are there?' }], language: 'en' })
  })

describe('the chat over HTTP', () => {
  it('streams the same events as the whole answer, one JSON line each, as they come', async () => {
    setMockOptions({ enforceAuth: true })
    const whole = (await (await ask('application/json')).json()) as { events: unknown[] }
    const streamed = await ask('application/x-ndjson')
    expect(streamed.headers.get('content-type')).toBe('application/x-ndjson')
    const reader = streamed.body!.pipeThrough(new TextDecoderStream()).getReader()
    let text = ''
    let reads = 0
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      text += chunk.value
      reads++
    }
    expect(reads).toBeGreaterThan(2)
    const lines = text.trim().split('\n')
    expect(unnumbered(lines.map((line) => JSON.parse(line) as unknown))).toBe(unnumbered(whole.events))
    setMockOptions({ enforceAuth: false })
  })
})

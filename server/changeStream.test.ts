import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mock } from '@fake-db'
import { openChangeStreams, setHeartbeatMs } from '@fake-db/kit/changeFeed'
import { setMockOptions } from '@fake-db/options'
import type { ChangeEvent } from '@/utility/notifications.contract'
import { startApi, type RunningApi } from './serve'

let api: RunningApi

beforeAll(async () => {
  setMockOptions({ enforceAuth: true })
  setHeartbeatMs(50)
  api = await startApi({ port: 0, host: '127.0.0.1' })
})

afterAll(async () => {
  setMockOptions({ enforceAuth: false })
  await api.close()
})

/** A client of its own: a token from its own sign-in. */
async function signIn(): Promise<string> {
  const { data } = await mock.axiosInstance.post<{ accessToken: string }>('/jwt/login', {
    email: 'admin@demo.com',
    password: 'admin'
  })
  return data.accessToken
}

const streamFor = (token: string | null, signal?: AbortSignal) =>
  fetch(`${api.url}/notifications/changes`, {
    headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    signal
  })

/** Reads the stream until `found` is in what came; resolves with all of it. */
async function readUntil(
  reader: ReadableStreamDefaultReader<string>,
  found: RegExp,
  text = ''
): Promise<string> {
  while (!found.test(text)) {
    const chunk = await reader.read()
    if (chunk.done) throw new Error(`The stream ended before ${String(found)}: ${text}`)
    text += chunk.value
  }
  return text
}

describe('the stream of changes over HTTP', () => {
  it('is refused without a token', async () => {
    expect((await streamFor(null)).status).toBe(401)
  })

  it("sends another client's write as it happens, says it is alive, and lets go when the client leaves", async () => {
    const leave = new AbortController()
    const opened = await streamFor(await signIn(), leave.signal)
    expect(opened.status).toBe(200)
    expect(opened.headers.get('content-type')).toBe('text/event-stream')
    const reader = opened.body!.pipeThrough(new TextDecoderStream()).getReader()
    await readUntil(reader, /: connected\n\n/)
    expect(openChangeStreams()).toBe(1)

    const other = await signIn()
    const saved = await fetch(`${api.url}/apps/users/update-user`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${other}` },
      body: JSON.stringify({ id: 2, company: 'Stream AG' })
    })
    const { user } = (await saved.json()) as { user: { version: number } }
    const text = await readUntil(reader, /event: change\ndata: .*\n\n/)
    const data = /event: change\ndata: (.*)\n\n/.exec(text)![1]!
    expect(JSON.parse(data) as ChangeEvent).toMatchObject({
      app: 'users',
      entity: 'user',
      id: '2',
      version: user.version,
      action: 'updated',
      records: 1,
      who: { id: 1, name: 'Astrid Lindqvist' }
    })
    expect(await readUntil(reader, /: heartbeat\n\n/, text.slice(text.indexOf(data)))).toMatch(/: heartbeat/)

    leave.abort()
    await expect(reader.read()).rejects.toThrow()
    await expect.poll(openChangeStreams).toBe(0)
  })

  it('answers the latest changes as JSON to a caller that does not ask for the stream', async () => {
    const token = await signIn()
    await fetch(`${api.url}/apps/users/update-user`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ id: 3, company: 'Backlog AB' })
    })
    const answer = await fetch(`${api.url}/notifications/changes`, {
      headers: { Authorization: `Bearer ${token}` }
    })
    const { changes, heartbeatSeconds } = (await answer.json()) as {
      changes: ChangeEvent[]
      heartbeatSeconds: number
    }
    expect(heartbeatSeconds).toBe(15)
    expect(changes.at(-1)).toMatchObject({ app: 'users', id: '3', action: 'updated' })
  })
})

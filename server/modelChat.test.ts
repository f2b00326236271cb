import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { mock } from '@fake-db'
import { setMockOptions } from '@fake-db/options'
import { chatEventSchema, type ChatEvent } from '@/views/apps/assistant/contract'
import { said, startFakeModel, streamChunks, toolCallChunks, type ModelScript } from '../tests/fakeModel'
import { startApi, type RunningApi } from './serve'

// The assistant with a real model: our HTTP server against an OpenAI-compatible endpoint the test starts.
const key = 'sk-test-never-sent-to-the-browser'
let api: RunningApi
let token: string
const models: { close: () => Promise<void> }[] = []

beforeAll(async () => {
  api = await startApi({ port: 0, host: '127.0.0.1' })
  const { data } = await mock.axiosInstance.post<{ accessToken: string }>('/jwt/login', {
    email: 'admin@demo.com',
    password: 'admin'
  })
  token = data.accessToken
})

afterEach(async () => {
  setMockOptions({ model: null })
  await Promise.all(models.splice(0).map((model) => model.close()))
})

afterAll(() => api.close())

async function withModel(script: ModelScript) {
  const model = await startFakeModel(script)
  models.push(model)
  setMockOptions({ model: { url: model.url, name: 'fake-1', key } })
  return model
}

const chatPath = '/apps/assistant/chat'

const ask = (text: string, accept = 'application/x-ndjson', signal?: AbortSignal) =>
  fetch(`${api.url}${chatPath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: accept, Authorization: `Bearer ${token}` },
    body: JSON.stringify({ messages: [{ role: 'user', text }], language: 'en' }),
    signal
  })

/** The streamed answer's events, each checked against the contract. */
async function eventsOf(response: Response): Promise<ChatEvent[]> {
  const text = await response.text()
  expect(text).not.toContain(key)
  return text
    .trim()
    .split('\n')
    .map((line) => chatEventSchema.parse(JSON.parse(line)))
}

const textOf = (events: readonly ChatEvent[]) =>
  events.map((event) => (event.type === 'text' ? event.delta : '')).join('')

describe('the assistant with an OpenAI-compatible model', () => {
  it('streams its text and makes its tool calls as the caller, with the key sent to the model only', async () => {
    const model = await withModel((res, calls) =>
      calls.length === 1
        ? streamChunks(res, [
            said('Let me count. '),
            ...toolCallChunks('call_a', 'getApiUsersListData', '{"query":{"q":""}}')
          ])
        : streamChunks(res, [said('There are '), said('many users.', 'stop')])
    )
    const response = await ask('How many users are there?')
    expect(response.headers.get('content-type')).toBe('application/x-ndjson')
    const events = await eventsOf(response)
    expect(events.map((event) => event.type)).toEqual([
      'text',
      'tool-call',
      'tool-result',
      'text',
      'text',
      'done'
    ])
    expect(events[1]).toMatchObject({
      tool: 'getApiUsersListData',
      method: 'get',
      path: '/api/users/list/data'
    })
    expect(events[1]).toMatchObject({ input: { query: { q: '' } } })
    expect(events[2]).toMatchObject({ type: 'tool-result', status: 200 })
    expect(textOf(events)).toBe('Let me count. There are many users.')
    const [first, second] = model.calls
    expect(first).toMatchObject({ authorization: `Bearer ${key}`, body: { model: 'fake-1', stream: true } })
    expect(first!.body.tools!.length).toBeGreaterThan(50)
    const answered = second!.body.messages.at(-1)
    expect(answered).toMatchObject({ role: 'tool', tool_call_id: 'call_a' })
    expect(String(answered!.content)).toContain('"total"')
  })

  it('gives the same events as one JSON answer', async () => {
    await withModel((res) => streamChunks(res, [said('Hello '), said('there.', 'stop')]))
    const answer = (await (await ask('Hi', 'application/json')).json()) as { events: ChatEvent[] }
    expect(answer.events).toEqual([
      { type: 'text', delta: 'Hello ' },
      { type: 'text', delta: 'there.' },
      { type: 'done' }
    ])
  })

  it('stops a write at an approval card and writes nothing', async () => {
    const args = JSON.stringify({ body: { task: { title: 'Call Anna', dueDate: '2026-12-01' } } })
    const model = await withModel((res) =>
      streamChunks(res, toolCallChunks('call_w', 'postAppsTodoAddTasks', args, 5))
    )
    const events = await eventsOf(await ask('Add a todo called Call Anna'))
    expect(events.map((event) => event.type)).toContain('approval')
    const approval = events.find((event) => event.type === 'approval')
    expect(approval).toMatchObject({
      proposal: { method: 'post', path: '/apps/todo/add-tasks', before: null, after: { title: 'Call Anna' } }
    })
    expect(events.at(-1)).toEqual({ type: 'done' })
    expect(model.calls).toHaveLength(1)
    const { data } = await mock.axiosInstance.get<{ title: string }[]>('/apps/todo/tasks')
    expect(data.length).toBeGreaterThan(0)
    expect(data.map((task) => task.title)).not.toContain('Call Anna')
  })

  it('shows the record as it is and as it would be, from a rehearsal that keeps nothing', async () => {
    type Row = { id: number; title: string }
    const tasks = async () => (await mock.axiosInstance.get<Row[]>('/apps/todo/tasks')).data
    const task = (await tasks())[0]!
    const args = JSON.stringify({ body: { task: { id: task.id, title: 'Renamed by the model' } } })
    await withModel((res) => streamChunks(res, toolCallChunks('call_u', 'postAppsTodoUpdateTask', args, 5)))
    const events = await eventsOf(await ask('Rename the first task'))
    expect(events.find((event) => event.type === 'approval')).toMatchObject({
      proposal: {
        before: { id: task.id, title: task.title },
        after: { id: task.id, title: 'Renamed by the model' }
      }
    })
    expect((await tasks()).find((row) => row.id === task.id)?.title).toBe(task.title)
  })

  it('gives a write the server refuses back to the model instead of asking the user', async () => {
    const args = JSON.stringify({ body: { task: { title: '' } } })
    const model = await withModel((res, calls) =>
      calls.length === 1
        ? streamChunks(res, toolCallChunks('call_r', 'postAppsTodoAddTasks', args, 5))
        : streamChunks(res, [said('That title was refused.', 'stop')])
    )
    const events = await eventsOf(await ask('Add an empty todo'))
    expect(events.map((event) => event.type)).not.toContain('approval')
    expect(textOf(events)).toBe('That title was refused.')
    expect(String(model.calls[1]!.body.messages.at(-1)!.content)).toContain('"refused":400')
  })

  it('ends the model’s call when the reader stops', async () => {
    const words = Array.from({ length: 400 }, (_, at) => said(`word${at} `))
    const model = await withModel((res) => streamChunks(res, words, { cut: 20, gapMs: 5 }))
    const stop = new AbortController()
    const response = await ask('Talk', 'application/x-ndjson', stop.signal)
    const reader = response.body!.getReader()
    await reader.read()
    stop.abort()
    await model.cutOff
  })
})

describe('the assistant’s model failing', () => {
  it('refuses a question past the limits before the model is asked, in JSON as any call', async () => {
    const model = await withModel((res) => streamChunks(res, [said('no', 'stop')]))
    const response = await ask('x'.repeat(2001))
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(model.calls).toHaveLength(0)
  })

  const failures: [string, ModelScript, string][] = [
    ['rate limited', (res) => res.writeHead(429).end('{"error":{"message":"slow down"}}'), 'rateLimited'],
    [
      'the key refused',
      (res) => res.writeHead(401).end(`{"error":{"message":"bad key ${key}"}}`),
      'modelKeyRefused'
    ],
    ['failing', (res) => res.writeHead(503).end(), 'modelFailed'],
    [
      'a malformed chunk',
      (res) => (
        res.writeHead(200, { 'Content-Type': 'text/event-stream' }),
        res.end('data: {"choices": [\n\n')
      ),
      'modelMalformed'
    ],
    [
      'a stream cut short',
      (res) => (
        res.writeHead(200, { 'Content-Type': 'text/event-stream' }),
        res.end(`data: ${JSON.stringify(said('Hal'))}\n\n`)
      ),
      'modelMalformed'
    ],
    [
      'an error mid-stream',
      (res) => streamChunks(res, [said('Half '), { error: { message: 'overloaded' } }]),
      'modelFailed'
    ]
  ]

  it.each(failures)('ends the answer with an error event when the model is %s', async (_, script, code) => {
    await withModel(script)
    const response = await ask('How many users are there?')
    expect(response.status).toBe(200)
    const events = await eventsOf(response)
    expect(events.at(-1)).toMatchObject({ type: 'error', code })
  })

  it('says so when the model cannot be reached', async () => {
    const gone = await startFakeModel(() => undefined)
    await gone.close()
    setMockOptions({ model: { url: gone.url, name: 'fake-1', key } })
    const events = await eventsOf(await ask('How many users are there?'))
    expect(events).toEqual([
      { type: 'error', code: 'modelUnreachable', message: expect.stringContaining('127.0.0.1') }
    ])
  })
})

// An OpenAI-compatible chat endpoint for tests: streams the chunks a test scripts, split at awkward places.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

/** One request the fake model received: its body (messages, tools, model) and its Authorization header. */
export interface ModelCall {
  body: { model: string; stream: boolean; messages: { role: string; content: unknown }[]; tools?: unknown[] }
  authorization?: string
}

/** Answers one request; `calls` holds every request so far, this one last. */
export type ModelScript = (res: ServerResponse, calls: readonly ModelCall[]) => unknown

export interface FakeModel {
  url: string
  calls: ModelCall[]
  /** Resolves once a response is closed before its end (the reader went away). */
  cutOff: Promise<void>
  close: () => Promise<void>
}

const bodyOf = async (req: IncomingMessage) => {
  let text = ''
  for await (const chunk of req) text += String(chunk)
  return JSON.parse(text) as ModelCall['body']
}

export function startFakeModel(script: ModelScript): Promise<FakeModel> {
  const calls: ModelCall[] = []
  let cut = () => undefined as void
  const cutOff = new Promise<void>((resolve) => (cut = resolve))
  const server = createServer((req, res) => {
    res.on('close', () => !res.writableEnded && cut())
    void bodyOf(req).then((body) => {
      calls.push({ body, authorization: req.headers.authorization })
      return script(res, calls)
    })
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      resolve({
        url: `http://127.0.0.1:${port}/v1`,
        calls,
        cutOff,
        close: () => new Promise<void>((done) => (server.closeAllConnections(), server.close(() => done())))
      })
    })
  )
}

/** A completion chunk of text. */
export const said = (content: string, finish?: string) => ({
  choices: [{ index: 0, delta: { content }, finish_reason: finish ?? null }]
})

/** A tool call as a model streams it: the name first, the arguments cut in pieces over several chunks. */
export function toolCallChunks(id: string, name: string, args: string, pieces = 3) {
  const size = Math.ceil(args.length / pieces)
  const parts = Array.from({ length: pieces }, (_, at) => args.slice(at * size, (at + 1) * size))
  return [
    {
      choices: [
        {
          index: 0,
          delta: { tool_calls: [{ index: 0, id, type: 'function', function: { name, arguments: '' } }] }
        }
      ]
    },
    ...parts.map((part) => ({
      choices: [{ index: 0, delta: { tool_calls: [{ index: 0, function: { arguments: part } }] } }]
    })),
    { choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] }
  ]
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Streams the chunks as server-sent events then `[DONE]`, the bytes written in pieces of `cut` characters so that
 * lines and JSON split across writes; `gapMs` between writes.
 */
export async function streamChunks(
  res: ServerResponse,
  chunks: readonly unknown[],
  { cut = 7, gapMs = 0 } = {}
) {
  res.writeHead(200, { 'Content-Type': 'text/event-stream' })
  const text = [...chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\r\n\r\n`), 'data: [DONE]\n\n'].join(
    ''
  )
  for (let at = 0; at < text.length && !res.destroyed; at += cut) {
    res.write(text.slice(at, at + cut))
    if (gapMs > 0) await wait(gapMs)
  }
  res.end()
}

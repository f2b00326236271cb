/** What was sent, as the report shows it (the bearer token shortened). */
export interface SentRequest {
  method: string
  url: string
  authorization?: string
  body?: unknown
}

export interface Reply {
  status: number
  /** The parsed JSON body, or the text when it is not JSON. */
  body: unknown
  json: boolean
}

export interface Exchange {
  request: SentRequest
  reply: Reply
}

export interface Call {
  method: string
  path: string
  query?: Record<string, unknown>
  body?: unknown
  /** The whole Authorization header value, or none. */
  authorization?: string
}

function queryString(query: Record<string, unknown> = {}): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value])
      params.append(name, typeof item === 'string' ? item : JSON.stringify(item))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

const shortened = (header: string) => (header.length > 24 ? `${header.slice(0, 20)}…` : header)

/** One JSON call to the server under test; a network failure or a timeout is an answer with status 0. */
export async function send(baseUrl: string, call: Call, timeoutMs = 15_000): Promise<Exchange> {
  const url = `${baseUrl.replace(/\/$/, '')}${call.path}${queryString(call.query)}`
  const headers: Record<string, string> = { accept: 'application/json' }
  if (call.authorization !== undefined) headers.authorization = call.authorization
  if (call.body !== undefined) headers['content-type'] = 'application/json'
  const request: SentRequest = {
    method: call.method.toUpperCase(),
    url,
    ...(call.authorization === undefined ? {} : { authorization: shortened(call.authorization) }),
    ...(call.body === undefined ? {} : { body: call.body })
  }
  try {
    const response = await fetch(url, {
      method: request.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(timeoutMs)
    })
    const text = await response.text()
    try {
      return {
        request,
        reply: { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined, json: true }
      }
    } catch {
      return { request, reply: { status: response.status, body: text.slice(0, 2000), json: false } }
    }
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause)
    return { request, reply: { status: 0, body: `no answer: ${message}`, json: false } }
  }
}

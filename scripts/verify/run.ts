import type { ApiDocument, Operation, Schema } from './document'
import { send, type Call, type Exchange } from './http'
import type { Known } from './sample'
import { schemaChecker } from './validate'

export type Status = 'pass' | 'fail' | 'skip'

export interface Outcome {
  operation: Operation
  check: string
  status: Status
  reason?: string
  /** Something a buyer should know that does not fail the check. */
  note?: string
  exchange?: Exchange
}

export interface Session {
  accessToken: string
  refreshToken?: string
}

/** The user of --limited-login: its bearer header and what its ability allows. */
export interface Limited {
  email: string
  authorization: string
  can: (action: string, subject: string) => boolean
}

/** The state of one verification: the server, the document, the session, ids read so far and the outcomes. */
export class Run {
  readonly outcomes: Outcome[] = []
  session?: Session
  /** Given with --expired-token; without it the session's token is aged (see checks.ts). */
  expiredToken?: string
  limited?: Limited
  private readonly ids = new Map<string, unknown[]>()
  private readonly matches: (schema: Schema, value: unknown) => string | undefined

  constructor(
    readonly baseUrl: string,
    readonly document: ApiDocument,
    readonly writes: boolean
  ) {
    this.matches = schemaChecker(document.components)
  }

  get bearer(): string | undefined {
    return this.session ? `Bearer ${this.session.accessToken}` : undefined
  }

  /** The token a call carries: only a secured call gets one (a logout sent the run's token would end the run). */
  tokenFor(operation: Operation): string | undefined {
    return operation.secured ? this.bearer : undefined
  }

  send(call: Call): Promise<Exchange> {
    return send(this.baseUrl, call)
  }

  record(operation: Operation, check: string, status: Status, reason?: string, exchange?: Exchange): void {
    const note = status === 'pass' && exchange ? this.undocumentedStatus(operation, exchange) : undefined
    this.outcomes.push({
      operation,
      check,
      status,
      ...(reason ? { reason } : {}),
      ...(note ? { note } : {}),
      ...(exchange ? { exchange } : {})
    })
  }

  /** A refusal the check accepts with a status the call does not list: a note, no failure. */
  private undocumentedStatus(operation: Operation, exchange: Exchange): string | undefined {
    const status = String(exchange.reply.status)
    const listed = operation.answers.map((answer) => answer.status)
    if (!status.startsWith('4') || listed.includes(status) || listed.includes('4XX')) return undefined
    return `${status} is not among the statuses this call documents (${listed.join(', ')})`
  }

  mismatch(schema: Schema | undefined, value: unknown): string | undefined {
    return schema ? this.matches(schema, value) : undefined
  }

  /** Why a refusal is not one: the status is not 4xx (or not `status`), or the body is not the documented shape. */
  refusalProblem(operation: Operation, exchange: Exchange, status?: number): string | undefined {
    const { reply } = exchange
    const wanted = status === undefined ? reply.status >= 400 && reply.status < 500 : reply.status === status
    if (!wanted) return `expected ${status ?? 'a 4xx'}, got ${reply.status}`
    const documented = operation.answers.find((answer) =>
      [String(reply.status), '4XX'].includes(answer.status)
    )
    if (!reply.json) return 'the refusal is not JSON'
    const problem = this.mismatch(documented?.schema ?? this.document.errorSchema, reply.body)
    return problem ? `the refusal is not the error shape: ${problem}` : undefined
  }

  /** Why an answer is not a documented success matching its schema. */
  answerProblem(operation: Operation, exchange: Exchange): string | undefined {
    const { status, body, json } = exchange.reply
    const documented = operation.answers.find(
      (answer) => answer.status === String(status) || answer.status === `${String(status)[0]}XX`
    )
    if (status < 200 || status >= 300 || !documented)
      return `expected ${
        operation.answers
          .filter((answer) => answer.status.startsWith('2'))
          .map((answer) => answer.status)
          .join(' or ') || 'a 2xx'
      }, got ${status}`
    if (documented.schema && !json) return 'the answer is not JSON'
    const problem = this.mismatch(documented.schema, body)
    return problem ? `the answer does not match its schema: ${problem}` : undefined
  }

  /** Remembers the ids an answer holds, per tag, so later calls of the tag name records that exist. */
  learn(tag: string, value: unknown, depth = 0): void {
    if (depth > 4 || typeof value !== 'object' || value === null) return
    if (Array.isArray(value)) {
      for (const item of value.slice(0, 50)) this.learn(tag, item, depth + 1)
      return
    }
    for (const [key, item] of Object.entries(value)) {
      if (/id$/i.test(key) && (typeof item === 'number' || typeof item === 'string')) {
        const list = this.ids.get(`${tag}:${key}`) ?? []
        if (!list.includes(item)) list.push(item)
        this.ids.set(`${tag}:${key}`, list)
      } else this.learn(tag, item, depth + 1)
    }
  }

  /** The ids of the tag read so far, for a name. */
  idsFor(tag: string, name: string): unknown[] {
    return this.ids.get(`${tag}:${name}`) ?? this.ids.get(`${tag}:id`) ?? []
  }

  /** Values by name; `attempt` picks another id read, for a call whose first id named another kind of record. */
  known(tag: string, attempt = 0): Known {
    return (name) => {
      if (name === 'refreshToken') return this.session?.refreshToken
      if (!/id$/i.test(name) && name !== 'idOrSlug') return undefined
      return this.idsFor(tag, name)[attempt]
    }
  }
}

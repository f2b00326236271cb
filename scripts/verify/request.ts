import type { Operation, Parameter } from './document'
import type { Call } from './http'
import { sample, type Known } from './sample'

/** The parameters a valid call sends: the required ones and those the document gives an example for. */
const sent = (parameter: Parameter) => parameter.required || parameter.schema.example !== undefined

export interface Input {
  path: Record<string, unknown>
  query: Record<string, unknown>
  body?: unknown
}

/** A valid input for the operation: examples, values the run read from the server, else values the schemas accept. */
export function validInput(operation: Operation, known: Known): Input {
  const input: Input = { path: {}, query: {} }
  for (const parameter of operation.parameters.filter(sent)) {
    if (parameter.in === 'path' || parameter.in === 'query')
      input[parameter.in][parameter.name] = sample(parameter.schema, known, parameter.name)
  }
  if (operation.body) input.body = operation.bodyExample ?? sample(operation.body, known)
  return input
}

export function toCall(operation: Operation, input: Input, authorization?: string): Call {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(input.path[name] ?? '')).replace(/^$/, '%20')
  )
  return {
    method: operation.method,
    path,
    query: input.query,
    ...(input.body === undefined ? {} : { body: input.body }),
    ...(authorization === undefined ? {} : { authorization })
  }
}

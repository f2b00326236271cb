import type { ChatEvent, Proposal, Tool, ToolInput } from '@/views/apps/assistant/contract'
import type { ModelInput, Steps, ToolReply } from './types'

let counter = 0
const nextId = () => `call-${++counter}`

/** Calls a reading tool, telling the user what it called and what came back. */
export async function* read(
  model: ModelInput,
  tool: Tool,
  input: ToolInput = {}
): AsyncGenerator<ChatEvent, ToolReply> {
  const id = nextId()
  yield { type: 'tool-call', id, tool: tool.name, method: tool.method, path: tool.path, input }
  const reply = await model.call(tool, input)
  yield { type: 'tool-result', id, status: reply.status, output: reply.data }
  return reply
}

type Fields = Record<string, unknown>

/** Stops at an approval card: nothing is written until the user approves the exact change. */
export async function* propose(
  model: ModelInput,
  tool: Tool,
  input: ToolInput,
  change: { before: Fields | null; after: Fields | null }
): Steps {
  const proposal: Proposal = {
    id: nextId(),
    tool: tool.name,
    method: tool.method,
    path: tool.path,
    input,
    ...change
  }
  yield { type: 'approval', proposal }
  return model.say('answer.approve')
}

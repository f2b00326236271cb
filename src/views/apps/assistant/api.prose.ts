// This area's words in docs/api.md and docs/openapi.json; its routes give each call's input, answer, errors.
export const apiProse = {
  area: 'Assistant',
  intro: [
    'Types: `src/views/apps/assistant/contract.ts`. The assistant acts through the calls above: each one is a',
    'tool named like its OpenAPI `operationId`, described by its summary, its input (`{path, query, body}`)',
    'and its answer as JSON Schema. A call that changes data waits for the user to approve it.'
  ],
  summaries: {
    'GET /apps/assistant/tools': 'List the tools the signed-in user may call',
    'POST /apps/assistant/chat': 'Ask the assistant a question',
    'GET /apps/assistant/conversations': 'List your conversations with the assistant',
    'GET /apps/assistant/conversations/{id}': 'Read one conversation with its turns',
    'POST /apps/assistant/conversations/add': 'Keep a new conversation',
    'POST /apps/assistant/conversations/update': 'Rename a conversation or keep its new turns',
    'DELETE /apps/assistant/conversations/delete': 'Delete a conversation'
  },
  calls: {
    'GET /apps/assistant/tools': [
      "- Answer: `{tools}`, the calls the caller's permissions allow (a client gets none of the admin's), each",
      '  `{name, summary, method, path, writes, input, answer}`. Any signed-in user may ask.'
    ],
    'POST /apps/assistant/chat': [
      '- Body: `{messages, language, view?}`: the conversation, oldest first, each `{role: user|assistant,',
      '  text}`, the last one the question; `language` one of `en fr de pt ar`; `view` `{title, data}`, what a',
      '  card or a list shares from its Ask action. The built-in demo model answers (no key, no network)',
      "  with the caller's tools only, calling each reading one as the caller (its refusals come back as results);",
      '  `npm run api -- --model-url <url> --model <name>` asks an OpenAI-compatible endpoint instead, with the',
      '  same tools, events and limits (its key stays on the server). Its failures end the answer with an `error`',
      '  event: `modelUnreachable`, `rateLimited`, `modelKeyRefused`, `modelMalformed` (a broken stream),',
      '  `modelFailed`.',
      '- Limits: 2000 characters a message, 40 messages, 20000 characters of shared data (else 400); 8 tool',
      '  calls and 30 s an answer (else the answer ends with an `error` event, code `toolSteps` or `timeLimit`).',
      '- Answer: `{events}`: `text` (`delta`), `tool-call` (`id, tool, method, path, input`), `tool-result`',
      '  (`id, status, output`), `approval` (`proposal`: the exact change, `before`/`after`, `null` for created',
      '  or deleted; nothing is written: the client makes that call once the user approves), `error`, `done`.',
      '  Sent with `Accept: application/x-ndjson`, the HTTP server streams the same events, one JSON object a',
      '  line, the text token by token. Errors: 400; 401.'
    ],
    'GET /apps/assistant/conversations': [
      "- Answer: `{conversations}`, the caller's own, newest first, each `{id, title, updatedAt}`. No activity",
      '  entry is written for a conversation: it is the user’s own notes, not the app’s data.'
    ],
    'GET /apps/assistant/conversations/{id}': [
      '- Answer: `{conversation}`: `{id, title, updatedAt, turns}`, each turn `{question, events, status}` (the',
      "  chat's events, the text joined; `status` one of `done stopped error`). Errors: 404 `Conversation not found`",
      "  (another user's too)."
    ],
    'POST /apps/assistant/conversations/add': [
      '- Body: `{title, turns}` (1 to 80 characters; at most 40 turns of 100 events). A user keeps 50: one more',
      '  drops the one used longest ago. Answer 201: `{conversation}`. Errors: 400.'
    ],
    'POST /apps/assistant/conversations/update': [
      '- Body: `{id, title?, turns?}`: a new title, or every turn (they replace the kept ones). Answer:',
      '  `{conversation}`. Errors: 400; 404 `Conversation not found`.'
    ],
    'DELETE /apps/assistant/conversations/delete': [
      '- Query: `id`. Answer: `{}`. Errors: 400; 404 `Conversation not found` (another user’s too).'
    ]
  }
}

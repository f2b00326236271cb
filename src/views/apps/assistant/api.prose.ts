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
    'POST /apps/assistant/chat': 'Ask the assistant a question'
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
      "  with the caller's tools only, calling each reading one as the caller (its refusals come back as results).",
      '- Limits: 2000 characters a message, 40 messages, 20000 characters of shared data (else 400); 8 tool',
      '  calls and 30 s an answer (else the answer ends with an `error` event, code `toolSteps` or `timeLimit`).',
      '- Answer: `{events}`: `text` (`delta`), `tool-call` (`id, tool, method, path, input`), `tool-result`',
      '  (`id, status, output`), `approval` (`proposal`: the exact change, `before`/`after`, `null` for created',
      '  or deleted; nothing is written: the client makes that call once the user approves), `error`, `done`.',
      '  Sent with `Accept: application/x-ndjson`, the HTTP server streams the same events, one JSON object a',
      '  line, the text token by token. Errors: 400; 401.'
    ]
  }
}

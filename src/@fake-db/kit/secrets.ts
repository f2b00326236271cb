/** A field whose name says it holds a credential: never logged, never sent back in a conflict. */
export const isSecretField = (field: string) => /password|token|secret|apikey|api_key|^key$/i.test(field)

/** An answer cut into tokens the way a model streams them: each word with the space before it. */
export function tokensOf(text: string): string[] {
  return text.match(/\s*\S+|\s+$/g) ?? []
}

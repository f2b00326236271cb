// Record text goes into the answer as text: every character markdown could read as syntax is escaped.
const syntax = /[\\`*_{}[\]()<>#+\-.!|~&]/g

/** Text from a record (a title, a name) as literal markdown text on one line. */
export const literal = (value: unknown): string =>
  String(value ?? '')
    .replace(/\s+/g, ' ')
    .replace(syntax, (mark) => `\\${mark}`)

/** A markdown table whose cells are record values shown as text. */
export function table(headers: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const line = (cells: readonly unknown[]) => `| ${cells.map(literal).join(' | ')} |`
  return [line(headers), `|${headers.map(() => ' --- |').join('')}`, ...rows.map(line)].join('\n')
}

/** A bulleted list of record values shown as text. */
export const bullets = (items: readonly unknown[]): string =>
  items.map((item) => `- ${literal(item)}`).join('\n')

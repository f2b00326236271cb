import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { Copy } from 'lucide-react'
import { copyAndTell } from '@core/components/toast'
import { inline } from './inline'

type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; rows: string[][] }
  | { kind: 'code'; text: string }

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim())

/** The answer's markdown as blocks; an unfinished block (mid-stream) is drawn as far as it has come. */
function blocksOf(markdown: string): Block[] {
  const blocks: Block[] = []
  const lines = markdown.split('\n')
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? ''
    const previous = blocks.at(-1)
    if (line.startsWith('```')) {
      const end = lines.findIndex((next, at) => at > index && next.startsWith('```'))
      const stop = end < 0 ? lines.length : end
      blocks.push({ kind: 'code', text: lines.slice(index + 1, stop).join('\n') })
      index = stop
    } else if (line.trim().startsWith('|')) {
      if (/^\|(\s*-+\s*\|)+$/.test(line.trim())) continue
      if (previous?.kind === 'table') previous.rows.push(cells(line))
      else blocks.push({ kind: 'table', rows: [cells(line)] })
    } else if (line.startsWith('- ')) {
      if (previous?.kind === 'list') previous.items.push(line.slice(2))
      else blocks.push({ kind: 'list', items: [line.slice(2)] })
    } else if (line.trim()) blocks.push({ kind: 'paragraph', text: line })
  }
  return blocks
}

function CodeBlock({ text }: { text: string }) {
  const { t } = useTranslation('assistant')
  return (
    <div className="position-relative mb-2">
      <pre className="bg-body-tertiary rounded p-2 pe-5 mb-0">
        <code>{text}</code>
      </pre>
      <Button
        size="sm"
        color="link"
        className="position-absolute top-0 end-0"
        aria-label={t('page.copyCode')}
        onClick={() => void copyAndTell(text, { copied: t('page.copied'), refused: t('page.copyRefused') })}
      >
        <Copy size={14} aria-hidden="true" />
      </Button>
    </div>
  )
}

function block(item: Block, key: number): ReactNode {
  switch (item.kind) {
    case 'code':
      return <CodeBlock key={key} text={item.text} />
    case 'list':
      return (
        <ul key={key} className="mb-2">
          {item.items.map((text, at) => (
            <li key={at}>{inline(text)}</li>
          ))}
        </ul>
      )
    case 'table': {
      const [head = [], ...rows] = item.rows
      return (
        <div key={key} className="table-responsive mb-2">
          <table className="table table-sm mb-0">
            <thead>
              <tr>
                {head.map((cell, at) => (
                  <th key={at} scope="col">
                    {inline(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, at) => (
                <tr key={at}>
                  {row.map((cell, column) => (
                    <td key={column}>{inline(cell)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )
    }
    default:
      return (
        <p key={key} className="mb-2">
          {inline(item.text)}
        </p>
      )
  }
}

/** An answer's markdown as React elements: tables, lists, code with copy, safe links; raw HTML stays text. */
export function Markdown({ text }: { text: string }) {
  return <>{blocksOf(text).map(block)}</>
}

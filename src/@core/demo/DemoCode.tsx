import { useEffect, useId, useState } from 'react'
import { Check, Copy } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { copyAndTell } from '@core/components/toast'
import { QueryState } from '@core/components/QueryState'
import { useTabs } from '@core/hooks/useTabs'
import type { DemoFile } from './types'
import './code.scss'

interface Shown extends DemoFile {
  html: string
}

export interface DemoCodeProps {
  files: () => Promise<DemoFile[]>
  label: string
}

/** Its own chunk: the highlighter and its styles load only when someone opens a demo's code. */
export default function DemoCode({ files, label }: DemoCodeProps) {
  const { t } = useTranslation('demo')
  const prefix = useId()
  const [shown, setShown] = useState<Shown[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [active, setActive] = useState('')
  const [copied, setCopied] = useState(false)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let current = true
    Promise.all([files(), import('./highlight')]).then(
      ([list, { highlight }]) => {
        if (!current) return
        setShown(list.map((file) => ({ ...file, html: highlight(file.code, file.path) })))
        setActive(list[0]?.path ?? '')
      },
      (reason: unknown) => current && setError(reason instanceof Error ? reason.message : String(reason))
    )
    return () => {
      current = false
    }
  }, [files, attempt])
  const paths = shown?.map((file) => file.path) ?? []
  const tabs = useTabs({ ids: paths, active, onSelect: setActive, prefix })
  const file = shown?.find((candidate) => candidate.path === active)
  const retry = () => {
    setError(null)
    setAttempt((count) => count + 1)
  }

  const copy = async () => {
    if (!file) return
    if (await copyAndTell(file.code, { copied: t('copied'), refused: t('copyFailed') })) setCopied(true)
  }

  if (!shown || !file) return <QueryState loading={!error} error={error} onRetry={retry} />
  const several = shown.length > 1
  return (
    <div className="demo-code">
      <div className="demo-code-bar">
        {several && (
          <div role="tablist" aria-label={t('filesOf', { title: label })} className="nav nav-underline small">
            {paths.map((path) => (
              <button
                key={path}
                type="button"
                className={`nav-link${path === active ? ' active' : ''}`}
                {...tabs.tab(path)}
              >
                {path}
              </button>
            ))}
          </div>
        )}
        <Button color="secondary" outline size="sm" className="demo-code-copy" onClick={copy}>
          {copied ? <Check size={14} aria-hidden="true" /> : <Copy size={14} aria-hidden="true" />}
          <span className="ms-1">{copied ? t('copied') : t('copy')}</span>
        </Button>
      </div>
      <div {...(several ? tabs.panel(active) : {})}>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focus lets the keyboard scroll the code */}
        <pre className="demo-code-pre" tabIndex={0} role="region" aria-label={t('codeOf', { title: label })}>
          {/* highlight.js escapes every character of the source it is given: this HTML holds only its own spans. */}
          <code className="hljs" dangerouslySetInnerHTML={{ __html: file.html }} />
        </pre>
      </div>
    </div>
  )
}

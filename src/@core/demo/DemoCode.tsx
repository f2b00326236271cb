import { useEffect, useState } from 'react'
import { Check, Copy } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { notify } from '@core/components/toast'
import { QueryState } from '@core/components/QueryState'
import type { CodeLanguage } from './highlight'
import './code.scss'

interface Loaded {
  code: string
  html: string
}

export interface DemoCodeProps {
  source: () => Promise<string>
  label: string
  language?: CodeLanguage
}

/** Its own chunk: the highlighter and its styles load only when someone opens a demo's code. */
export default function DemoCode({ source, label, language }: DemoCodeProps) {
  const { t } = useTranslation('demo')
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [copied, setCopied] = useState(false)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let current = true
    Promise.all([source(), import('./highlight')]).then(
      ([code, { highlight }]) => current && setLoaded({ code, html: highlight(code, language) }),
      (reason: unknown) => current && setError(reason instanceof Error ? reason.message : String(reason))
    )
    return () => {
      current = false
    }
  }, [source, language, attempt])
  const retry = () => {
    setError(null)
    setAttempt((count) => count + 1)
  }

  const copy = async () => {
    if (!loaded) return
    try {
      await navigator.clipboard.writeText(loaded.code)
      setCopied(true)
      notify.success(t('copied'))
    } catch {
      notify.error(t('copyFailed'))
    }
  }

  if (!loaded) return <QueryState loading={!error} error={error} onRetry={retry} />
  return (
    <div className="demo-code">
      <Button color="secondary" outline size="sm" className="demo-code-copy" onClick={copy}>
        {copied ? <Check size={14} aria-hidden="true" /> : <Copy size={14} aria-hidden="true" />}
        <span className="ms-1">{copied ? t('copied') : t('copy')}</span>
      </Button>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focus lets the keyboard scroll the code */}
      <pre className="demo-code-pre" tabIndex={0} role="region" aria-label={t('codeOf', { title: label })}>
        {/* highlight.js escapes every character of the source it is given: this HTML holds only its own spans. */}
        <code className="hljs" dangerouslySetInnerHTML={{ __html: loaded.html }} />
      </pre>
    </div>
  )
}

import { useEffect, useState } from 'react'
import { asQualityReport, type QualityReport } from './report'
import { qualityReportFile } from './routes.contract'

export type ReportState =
  { status: 'loading' } | { status: 'missing' } | { status: 'ready'; report: QualityReport }

/** The build's own report: a static file, so a plain fetch (the mock API never answers it). */
export function useQualityReport(): ReportState {
  const [state, setState] = useState<ReportState>({ status: 'loading' })
  useEffect(() => {
    let live = true
    fetch(`${import.meta.env.BASE_URL}${qualityReportFile}`, { cache: 'no-store' })
      .then((answer) => (answer.ok ? answer.json() : null))
      .catch(() => null)
      .then((body: unknown) => {
        if (!live) return
        const report = asQualityReport(body)
        setState(report ? { status: 'ready', report } : { status: 'missing' })
      })
      .catch(() => live && setState({ status: 'missing' }))
    return () => {
      live = false
    }
  }, [])
  return state
}

import { useCallback } from 'react'
import { useAddExportNoticeMutation } from './api'

/**
 * Says that a file was exported: the exporter gets an "export ready" notification. The download has happened
 * already, so a refused notice is not worth the user's attention.
 */
export function useExportNotice(app: string): (file: string, rows: number) => void {
  const [addNotice] = useAddExportNoticeMutation()
  return useCallback((file, rows) => void addNotice({ file, rows, app }), [addNotice, app])
}

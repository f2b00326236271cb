import { useCallback, useEffect, useRef, useState } from 'react'
import { SheetError, type SheetTable } from '@/utility/sheetFile'
import { readSheetInWorker, type SheetRead } from './readSheetInWorker'

type Read =
  | { state: 'idle' }
  | { state: 'reading'; file: File }
  | { state: 'read'; file: File; table: SheetTable }
  | { state: 'failed'; file: File; problem: SheetError['problem'] }
  | { state: 'cancelled'; file: File }

/** Reads the picked file in a worker, ending an earlier read when another file is picked, on cancel or unmount. */
export function useSheetImport(file: File | null): { read: Read; cancel: () => void } {
  const [read, setRead] = useState<Read>({ state: 'idle' })
  const [seen, setSeen] = useState<File | null>(null)
  const running = useRef<SheetRead | null>(null)
  if (file !== seen) {
    setSeen(file)
    setRead(file ? { state: 'reading', file } : { state: 'idle' })
  }
  useEffect(() => {
    if (!file) return
    const reading = readSheetInWorker(file)
    running.current = reading
    const isCurrent = () => running.current === reading
    reading.answer.then(
      (table) => isCurrent() && setRead({ state: 'read', file, table }),
      (error: unknown) =>
        isCurrent() &&
        setRead({ state: 'failed', file, problem: error instanceof SheetError ? error.problem : 'malformed' })
    )
    return () => {
      if (isCurrent()) running.current = null
      reading.cancel()
    }
  }, [file])
  const cancel = useCallback(() => {
    running.current?.cancel()
    running.current = null
    setRead((now) => (now.state === 'reading' ? { state: 'cancelled', file: now.file } : now))
  }, [])
  return { read, cancel }
}

import { useEffect, useState } from 'react'
import { readSheetFile, SheetError, type SheetTable } from '@/utility/sheetFile'

type Read =
  | { state: 'idle' }
  | { state: 'reading'; file: File }
  | { state: 'read'; file: File; table: SheetTable }
  | { state: 'failed'; file: File; problem: SheetError['problem'] }

/** Reads the picked file, forgetting a slower earlier read when another file is picked. */
export function useSheetImport(file: File | null): Read {
  const [read, setRead] = useState<Read>({ state: 'idle' })
  const [seen, setSeen] = useState<File | null>(null)
  if (file !== seen) {
    setSeen(file)
    setRead(file ? { state: 'reading', file } : { state: 'idle' })
  }
  useEffect(() => {
    if (!file) return
    let current = true
    readSheetFile(file).then(
      (table) => current && setRead({ state: 'read', file, table }),
      (error: unknown) =>
        current &&
        setRead({ state: 'failed', file, problem: error instanceof SheetError ? error.problem : 'malformed' })
    )
    return () => {
      current = false
    }
  }, [file])
  return read
}

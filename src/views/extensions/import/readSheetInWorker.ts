import { readSheetFile, SheetError, type SheetTable } from '@/utility/sheetFile'

export type SheetReadAnswer = { table: SheetTable } | { problem: SheetError['problem'] }

export interface SheetRead {
  answer: Promise<SheetTable>
  /** Stops the reading at once (the worker is ended); the answer never settles. */
  cancel: () => void
}

/** Reads the file in a worker of its own; where there is no Worker (tests under jsdom), on this thread. */
export function readSheetInWorker(file: File): SheetRead {
  if (typeof Worker === 'undefined') return { answer: readSheetFile(file), cancel: () => undefined }
  const worker = new Worker(new URL('./sheet.worker.ts', import.meta.url), { type: 'module' })
  const answer = new Promise<SheetTable>((resolve, reject) => {
    worker.addEventListener('message', (event: MessageEvent<SheetReadAnswer>) => {
      worker.terminate()
      if ('table' in event.data) resolve(event.data.table)
      else reject(new SheetError(event.data.problem))
    })
    worker.addEventListener('error', () => {
      worker.terminate()
      reject(new SheetError('malformed'))
    })
  })
  worker.postMessage(file)
  return { answer, cancel: () => worker.terminate() }
}

import { readSheetFile, SheetError } from '@/utility/sheetFile'
import type { SheetReadAnswer } from './readSheetInWorker'

// Reading runs here, off the page's thread, so a hostile file cannot freeze the page and can be cancelled.
addEventListener('message', (event: MessageEvent<File>) => {
  const answer = (message: SheetReadAnswer) => postMessage(message)
  readSheetFile(event.data).then(
    (table) => answer({ table }),
    (error: unknown) => answer({ problem: error instanceof SheetError ? error.problem : 'malformed' })
  )
})

import type { Entry } from './contract'
import { localFileUrlOf } from './upload/localFiles'

/** Saves the entry's file: from the server or this browser, else its text, else a note of what it is. */
export async function downloadEntry(entry: Entry, name: string): Promise<void> {
  const source = entry.url || (await localFileUrlOf(entry))
  const blob = source
    ? await fetch(source).then((answer) => answer.blob())
    : new Blob([entry.excerpt || `${name}\n`], { type: 'text/plain' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  // The click has started the download by the time this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

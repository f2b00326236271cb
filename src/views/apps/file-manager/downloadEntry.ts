import type { Entry } from './contract'

/** Saves the entry's file: its picture or media from the server, else its text, else a note of what it is. */
export async function downloadEntry(entry: Entry, name: string): Promise<void> {
  const blob = entry.url
    ? await fetch(entry.url).then((answer) => answer.blob())
    : new Blob([entry.excerpt || `${name}\n`], { type: 'text/plain' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  // The click has started the download by the time this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

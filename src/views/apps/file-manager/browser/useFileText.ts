import { useEffect, useState } from 'react'

/** The most of a file's text the preview reads: enough to recognise it, never a whole big file. */
export const previewTextLimit = 20_000

/** The text of the file at the address, cut at the limit; `null` while it loads or when there is none. */
export function useFileText(url: string): string | null {
  const [read, setRead] = useState<{ url: string; text: string } | null>(null)
  useEffect(() => {
    if (!url) return
    let live = true
    void fetch(url)
      .then((answer) => answer.blob())
      .then((blob) => blob.slice(0, previewTextLimit).text())
      .then((text) => live && setRead({ url, text }))
      .catch(() => live && setRead({ url, text: '' }))
    return () => void (live = false)
  }, [url])
  return read?.url === url ? read.text : null
}

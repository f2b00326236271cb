import { useEffect, useState } from 'react'
import { isKeepingDemoChanges } from '@/configs/demoData'
import { browserKeptFiles } from '@/utility/keptFiles/browser'
import type { Entry } from '../contract'

/** The content of files uploaded in this browser, by entry id: the server keeps only their names and sizes. */
const urls = new Map<number, string>()

const keyOf = (id: number) => `file-manager:${id}`

export const keepLocalFile = (id: number, file: Blob) => urls.set(id, URL.createObjectURL(file))

/** With "Keep demo changes" on, the file's bytes outlast a reload; `false` when they would pass the cap. */
export const keepFileBytes = (id: number, file: File): Promise<boolean> =>
  isKeepingDemoChanges() ? browserKeptFiles.keep(keyOf(id), file) : Promise.resolve(true)

/** Whether a file of that size may be kept, so an upload that could not outlast a reload is refused first. */
export const bytesFit = (size: number): Promise<boolean> =>
  isKeepingDemoChanges() ? browserKeptFiles.fits(size) : Promise.resolve(true)

/** Entries deleted for good: their kept bytes go too. */
export const forgetFiles = (ids: readonly number[]) => browserKeptFiles.forget(ids.map(keyOf))

async function loadUrl(entry: Entry): Promise<string> {
  if (!isKeepingDemoChanges()) return ''
  const blob = await browserKeptFiles.read(keyOf(entry.id), entry.name, entry.size).catch(() => undefined)
  if (!blob) return ''
  const url = URL.createObjectURL(blob)
  urls.set(entry.id, url)
  return url
}

/** The address of the entry's content in this browser, kept or not; `''` when none. */
export const localFileUrlOf = async (entry: Entry): Promise<string> => urls.get(entry.id) ?? loadUrl(entry)

/** The entry's content in this browser: uploaded in this visit, or kept from an earlier one; `''` when none. */
export function useLocalFileUrl(entry: Entry): string {
  const [loaded, setLoaded] = useState({ id: 0, url: '' })
  const known = urls.get(entry.id)
  useEffect(() => {
    if (known !== undefined || entry.url || entry.type === 'folder') return
    let live = true
    void loadUrl(entry).then((url) => live && setLoaded({ id: entry.id, url }))
    return () => void (live = false)
  }, [entry, known])
  return known ?? (loaded.id === entry.id ? loaded.url : '')
}

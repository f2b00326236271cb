import { useCallback, useState } from 'react'
import { refusalOf, refusalText } from '@/utility/apiErrors'
import { useUploadFileMutation } from '../api'
import { uploadLimits, uploadProblem } from '../contract'
import { bytesFit, keepFileBytes, keepLocalFile } from './localFiles'
import { readWithProgress } from './readWithProgress'

export interface Upload {
  key: string
  name: string
  size: number
  /** 0 to 1 while it goes; 1 when done. */
  progress: number
  state: 'sending' | 'done' | 'refused'
  /** Why it was refused: a code of this app (`unsupportedType`, `tooLarge`, `tooMany`, `notKept`) or the server's. */
  problem?: string
  /** Uploaded, but its content could not be kept in this browser: it lasts until the page reloads. */
  unkept?: boolean
}

let counter = 0

/** Sends dropped or picked files one after another; a file the contract refuses is listed with why, never sent. */
export function useUploads(parentId: number | null) {
  const [uploads, setUploads] = useState<Upload[]>([])
  const [upload] = useUploadFileMutation()
  const patch = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)))

  const send = useCallback(
    async (files: readonly File[]) => {
      const batch = files.map((file, index) => {
        const problem = index >= uploadLimits.maxFiles ? 'tooMany' : uploadProblem(file.name, file.size)
        const item: Upload = {
          key: `upload-${++counter}`,
          name: file.name,
          size: file.size,
          progress: 0,
          state: problem ? 'refused' : 'sending',
          problem: problem ?? undefined
        }
        return { file, item }
      })
      setUploads((list) => [...batch.map(({ item }) => item), ...list].slice(0, 50))
      for (const { file, item } of batch.filter(({ item }) => item.state === 'sending')) {
        // "Keep demo changes" keeps the bytes too: a file that cannot be kept is refused before it is sent.
        if (!(await bytesFit(file.size).catch(() => true))) {
          patch(item.key, { state: 'refused', problem: 'notKept' })
          continue
        }
        await readWithProgress(file, (share) => patch(item.key, { progress: share * 0.9 }))
        const result = await upload({ parentId, name: file.name, size: file.size })
        if (result.error) {
          patch(item.key, { state: 'refused', problem: refusalText(refusalOf(result.error)) })
          continue
        }
        keepLocalFile(result.data.entry.id, file)
        const kept = await keepFileBytes(result.data.entry.id, file).catch(() => false)
        patch(item.key, { state: 'done', progress: 1, unkept: !kept })
      }
    },
    [parentId, upload]
  )
  return { uploads, send, clear: () => setUploads([]) }
}

import { useEffect, useState } from 'react'

/** Progress of a pretend upload: 0 to 100 in steps once `file` is set, so the demo needs no server. */
export function useFakeUpload(file: File | null) {
  const [upload, setUpload] = useState<{ file: File | null; done: number }>({ file: null, done: 0 })
  useEffect(() => {
    if (!file) return
    let done = 0
    const timer = setInterval(() => {
      done = Math.min(100, done + 10)
      setUpload({ file, done })
      if (done === 100) clearInterval(timer)
    }, 150)
    return () => clearInterval(timer)
  }, [file])
  return upload.file === file ? upload.done : 0
}

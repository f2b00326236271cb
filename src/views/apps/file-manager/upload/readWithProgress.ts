/** Reads a file, telling how far it got (0 to 1): the part of an upload that happens in the browser. */
export function readWithProgress(file: File, onProgress: (share: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onprogress = (event) => onProgress(event.lengthComputable ? event.loaded / event.total : 0)
    reader.onload = () => {
      onProgress(1)
      resolve()
    }
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsArrayBuffer(file)
  })
}

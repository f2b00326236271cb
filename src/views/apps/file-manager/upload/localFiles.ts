/** The content of files uploaded in this visit, by entry id: the server keeps only their names and sizes. */
const urls = new Map<number, string>()

export const keepLocalFile = (id: number, file: Blob) => urls.set(id, URL.createObjectURL(file))

/** The file's address in this browser, or `''` when it was not uploaded here. */
export const localFileUrl = (id: number): string => urls.get(id) ?? ''

/** A stand-in for a server call: it answers after a second, or fails when asked to. */
export function saveReport(succeed: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    setTimeout(() => (succeed ? resolve() : reject(new Error('rejected'))), 1000)
  })
}

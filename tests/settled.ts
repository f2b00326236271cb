/** Whether a promise has settled, once the work queued so far (microtasks and timers due now) has run. */
export async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((resolve) => setTimeout(resolve, 0))
  return done
}

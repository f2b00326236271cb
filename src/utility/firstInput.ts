const inputs = ['pointerdown', 'keydown'] as const

/** Resolves at the first key or pointer press on `target`: for work a visitor is about to need (a tap or a
 * keystroke comes before a submit), which a page left alone never pays for. */
export function whenFirstInput(target: EventTarget = window): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const type of inputs) target.removeEventListener(type, done, true)
      resolve()
    }
    for (const type of inputs) target.addEventListener(type, done, { capture: true, passive: true })
  })
}

import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { CODE_LENGTH } from './limits'
import type { TwoStepsFields } from './schemas'

export function useCodeBoxes({ setValue, getValues, formState }: UseFormReturn<TwoStepsFields>) {
  const inputs = useRef<(HTMLInputElement | null)[]>([])
  const focus = (index: number) => inputs.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))]?.focus()
  const put = (index: number, digit: string) =>
    setValue(`digits.${index}`, digit, { shouldValidate: formState.isSubmitted })

  const onType = (index: number, raw: string) => {
    const digit = raw.replace(/\D/g, '').slice(-1)
    put(index, digit)
    if (digit && index < CODE_LENGTH - 1) focus(index + 1)
  }

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault()
      // A filled box is cleared in place; an empty one hands Backspace to the box before it.
      if (getValues(`digits.${index}`)) put(index, '')
      else if (index > 0) {
        put(index - 1, '')
        focus(index - 1)
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      focus(index - 1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      focus(index + 1)
    }
  }

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '')
    if (!pasted) return
    event.preventDefault()
    // A whole code fills from the first box wherever it is pasted; a fragment fills from here.
    const start = pasted.length >= CODE_LENGTH ? 0 : index
    const chars = pasted.slice(0, CODE_LENGTH - start).split('')
    chars.forEach((digit, offset) => put(start + offset, digit))
    focus(start + chars.length - 1)
  }

  return { inputs, onType, onKeyDown, onPaste }
}

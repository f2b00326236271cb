import { lazy, Suspense } from 'react'
import type { RichTextEditorProps } from './RichTextEditor'

const RichTextEditor = lazy(() => import('./RichTextEditor').then((m) => ({ default: m.RichTextEditor })))

/** The rich-text field with TipTap (about 128 KB gzip) in its own chunk, fetched when the field first
 *  shows: the way screens use it, so a list never pays for an editor its panel may never open. An
 *  empty frame of the field's height holds the place meanwhile. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  const placeholder = (
    <div
      className="form-control"
      style={{ minHeight: `calc(${props.minHeight ?? '8rem'} + 2.75rem)` }}
      aria-hidden="true"
    />
  )
  return (
    <Suspense fallback={placeholder}>
      <RichTextEditor {...props} />
    </Suspense>
  )
}

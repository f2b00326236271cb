import { lazy, Suspense, type ComponentProps } from 'react'

const InlineTitleForm = lazy(() =>
  import('./InlineTitleForm').then((module) => ({ default: module.InlineTitleForm }))
)

/** The title form loads when a title is first edited or added, so the board does not load the form library. */
export function LazyTitleForm(props: ComponentProps<typeof InlineTitleForm>) {
  return (
    <Suspense fallback={null}>
      <InlineTitleForm {...props} />
    </Suspense>
  )
}

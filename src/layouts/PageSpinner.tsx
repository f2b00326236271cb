import { Spinner } from 'reactstrap'

/** Shown while a route's chunk or translations load. Text is fixed English: i18n may not be ready. */
export function PageSpinner() {
  return (
    <div className="d-flex justify-content-center align-items-center py-5">
      <Spinner color="primary">Loading…</Spinner>
    </div>
  )
}

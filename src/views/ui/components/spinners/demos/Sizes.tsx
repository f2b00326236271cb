import { Spinner } from 'reactstrap'

/** `size="sm"`, the default, or any size through width and height. */
export default function SpinnerSizes() {
  return (
    <div className="demo-row">
      <Spinner size="sm" color="primary">
        Loading…
      </Spinner>
      <Spinner color="primary">Loading…</Spinner>
      <Spinner color="primary" style={{ width: '3rem', height: '3rem' }}>
        Loading…
      </Spinner>
      <Spinner type="grow" size="sm" color="primary">
        Loading…
      </Spinner>
      <Spinner type="grow" color="primary">
        Loading…
      </Spinner>
      <Spinner type="grow" color="primary" style={{ width: '3rem', height: '3rem' }}>
        Loading…
      </Spinner>
    </div>
  )
}

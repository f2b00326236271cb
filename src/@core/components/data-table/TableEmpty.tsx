/**
 * The empty list's words, said outside the table: the engine would put them in a `role="status"` box inside its
 * `role="table"`, where only rows may be (axe's aria-required-children). Always in the page, so the change is read.
 */
export function TableEmpty({ empty, text }: { empty: boolean; text: string }) {
  return (
    <div role="status" className={empty ? 'nl-table-empty' : 'visually-hidden'}>
      {empty ? text : ''}
    </div>
  )
}

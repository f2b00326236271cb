import type { ReactNode } from 'react'
import { EditableCell } from '@core/list/edit/EditableCell'
import { managedUserSchema, type ManagedUser } from '../contract'

/** The fields a cell edits in place. */
type CellField = 'role' | 'currentPlan' | 'status' | 'billing'
type Change = Partial<Pick<ManagedUser, CellField>>
export type SaveCell = (user: ManagedUser, change: Change) => PromiseLike<{ error?: unknown }>

/** A user's field as a column's cell that edits itself with a select of the field's values. */
export const cellEditor =
  (save: SaveCell) =>
  <V extends string>(
    field: CellField,
    name: string,
    values: readonly V[],
    label: (value: V) => string,
    render: (value: V) => ReactNode = label
  ) => {
    // The same choices on every row: written once for the column, not once per cell.
    const options = values.map((value) => ({ value, label: label(value) }))
    return (user: ManagedUser) => (
      <EditableCell
        value={user[field]}
        render={(value) => render(value as V)}
        field={name}
        rowName={user.fullName}
        schema={managedUserSchema.shape[field]}
        options={options}
        save={(value) => save(user, { [field]: value } as Change)}
      />
    )
  }

import { ChoiceSelect } from '@core/components/ChoiceSelect'
import type { ListParams, ListValues } from '@/utility/list.contract'
import type { ListUpdate } from './useListState'

/** What a filter needs of `useListState`: the parameter table, the values read from the URL, the way to change them. */
export interface FilterList<P extends ListParams> {
  params: P
  state: ListValues<P>
  update: ListUpdate<ListValues<P>>
}

interface Props<P extends ListParams> {
  list: FilterList<P>
  param: keyof P & string
  label: string
  /** The option that filters nothing; left out for a parameter that always has a value (an order). */
  all?: string
  optionLabel: (value: string) => string
  /** Values known only at run time (roles, users); otherwise the parameter's one-of rule lists them. */
  values?: readonly string[]
  /** An order's direction parameter: one select then sets both, its values `column:direction`. */
  direction?: keyof P & string
  /** The label is read by screen readers only. */
  hideLabel?: boolean
  id?: string
  className?: string
  size?: 'sm' | 'lg'
}

/** A select bound to one list parameter: its options come from the parameter's rule, its value lives in the URL. */
export function FilterSelect<P extends ListParams>({
  list,
  param,
  label,
  all,
  optionLabel,
  values,
  direction,
  hideLabel = false,
  id,
  className,
  size
}: Props<P>) {
  const choices = (name: string) => {
    const rule = list.params[name]
    return rule?.kind === 'choice' ? rule.values : []
  }
  const own = values ?? choices(param)
  const known = direction ? own.flatMap((value) => choices(direction).map((way) => `${value}:${way}`)) : own
  const value = String(list.state[param] ?? '')
  const current = direction ? `${value}:${String(list.state[direction])}` : value
  // A value from the URL that is not (or no longer) offered stays shown, so the select says what filters the list.
  const options = current && !known.includes(current) ? [...known, current] : known
  return (
    <ChoiceSelect
      id={id}
      className={className}
      size={size}
      label={label}
      hideLabel={hideLabel}
      value={current}
      choices={[
        ...(all === undefined ? [] : [{ value: '', label: all }]),
        ...options.map((value) => ({ value, label: optionLabel(value) }))
      ]}
      onChoose={(chosen) => {
        const [column, way] = chosen.split(':')
        const change = direction ? { [param]: column, [direction]: way } : { [param]: chosen }
        list.update(change as Partial<ListValues<P>>)
      }}
    />
  )
}

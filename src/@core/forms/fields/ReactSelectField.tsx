import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react'
import { components, type InputProps, type MultiValueRemoveProps } from 'react-select'
import { useTranslation } from 'react-i18next'
import type { FieldValues } from 'react-hook-form'
import { Avatar } from '@core/components/Avatar'
import { Select } from '@core/components/select/Select'
import { FieldLabel, FieldNotes, useBoundField, type FieldProps } from './Field'

export interface SelectOption {
  value: string
  label: string
  /** A picture shown before the label; an empty string shows the label's initials. */
  avatar?: string
  icon?: ReactNode
}

export interface ReactSelectFieldProps<T extends FieldValues, O extends object> extends FieldProps<T> {
  options?: readonly O[]
  isMulti?: boolean
  creatable?: boolean
  /** Asked as the user types, once typing pauses for `debounceMs`. */
  loadOptions?: (input: string) => Promise<readonly O[]>
  debounceMs?: number
  /** The form holds the chosen options themselves instead of their values. */
  keepOptions?: boolean
  maxChoices?: number
  isClearable?: boolean
  placeholder?: string
  getOptionValue?: (option: O) => string
  getOptionLabel?: (option: O) => string
  formatOptionLabel?: (option: O, meta: { context: 'menu' | 'value' }) => ReactNode
  isValidNewOption?: (input: string) => boolean
  getNewOptionData?: (input: string) => O
  /** The option of a stored value that is not among `options` (one created earlier, say). */
  toOption?: (value: string) => O
}

const DescribedBy = createContext<string | undefined>(undefined)

/** react-select writes its own aria-describedby on its input: the field's help and error join it. */
function DescribedInput<O>(props: InputProps<O, boolean>) {
  const extra = useContext(DescribedBy)
  const ids = [props['aria-describedby'], extra].filter(Boolean).join(' ')
  return <components.Input {...props} aria-describedby={ids || undefined} />
}

function NamedRemove<O>(props: MultiValueRemoveProps<O, boolean>) {
  const { t } = useTranslation()
  const name = props.selectProps.getOptionLabel(props.data)
  return (
    <components.MultiValueRemove
      {...props}
      innerProps={{ ...props.innerProps, 'aria-label': t('form.remove', { name }) }}
    />
  )
}

const valueOf = (option: object) => ('value' in option ? String(option.value) : '')
const labelOf = (option: object) => ('label' in option ? String(option.label) : valueOf(option))
const plainOption = (value: string) => ({ value, label: value })

function OptionLabel({ option, label }: { option: object; label: string }) {
  const avatar = 'avatar' in option && typeof option.avatar === 'string' ? option.avatar : undefined
  const icon = 'icon' in option ? (option.icon as ReactNode) : undefined
  if (avatar === undefined && !icon) return label
  return (
    <span className="d-inline-flex align-items-center gap-2">
      {avatar !== undefined && <Avatar name={label} src={avatar || undefined} size="sm" decorative />}
      {icon}
      {label}
    </span>
  )
}

function useDebounced<O>(load: ((input: string) => Promise<readonly O[]>) | undefined, ms: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  if (!load) return undefined
  // A superseded search never settles; react-select only listens to the latest one.
  return (input: string) =>
    new Promise<readonly O[]>((resolve, reject) => {
      clearTimeout(timer.current)
      timer.current = setTimeout(() => void load(input).then(resolve, reject), ms)
    })
}

const asList = (stored: unknown): unknown[] =>
  stored === null || stored === undefined || stored === '' ? [] : Array.isArray(stored) ? stored : [stored]

/** react-select bound to the form: single or multi, async, creatable, options with avatars or icons. */
export function ReactSelectField<T extends FieldValues, O extends object = SelectOption>(
  props: ReactSelectFieldProps<T, O>
) {
  const { label, help, labelAside, hideLabel, size, disabled, readOnly, className = 'mb-3' } = props
  const {
    options = [],
    isMulti = false,
    keepOptions = false,
    maxChoices,
    loadOptions,
    debounceMs = 300
  } = props
  const { field, controlId, errorText, aria } = useBoundField(props)
  const [seen, setSeen] = useState<readonly O[]>([])
  const load = useDebounced(loadOptions, debounceMs)
  const key = props.getOptionValue ?? valueOf
  const toOption = props.toOption ?? (plainOption as unknown as (value: string) => O)
  const known = [...options, ...seen]
  const selected = asList(field.value).map((item) =>
    keepOptions
      ? (item as O)
      : (known.find((option) => key(option) === String(item)) ?? toOption(String(item)))
  )
  const change = (next: O | readonly O[] | null) => {
    const chosen: readonly O[] = next === null ? [] : Array.isArray(next) ? next : [next as O]
    setSeen((before) => [...before, ...chosen.filter((option) => !before.includes(option))])
    const stored = keepOptions ? chosen : chosen.map(key)
    field.onChange(isMulti ? [...stored] : (stored[0] ?? null))
  }
  const getLabel = props.getOptionLabel ?? labelOf
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} label={label} aside={labelAside} hidden={hideLabel} />
      <DescribedBy.Provider value={aria['aria-describedby']}>
        <Select<O, boolean>
          inputId={controlId}
          name={field.name}
          className={[size && `nl-select-${size}`, errorText && 'is-invalid'].filter(Boolean).join(' ')}
          components={{ Input: DescribedInput, MultiValueRemove: NamedRemove }}
          aria-invalid={aria['aria-invalid']}
          isMulti={isMulti}
          creatable={props.creatable}
          options={options}
          loadOptions={load}
          defaultOptions={loadOptions && options.length === 0 ? true : options}
          cacheOptions={Boolean(loadOptions)}
          value={isMulti ? selected : (selected[0] ?? null)}
          onChange={change}
          onBlur={field.onBlur}
          isDisabled={disabled || readOnly}
          isClearable={props.isClearable}
          isOptionDisabled={() => isMulti && maxChoices !== undefined && selected.length >= maxChoices}
          getOptionValue={key}
          getOptionLabel={getLabel}
          formatOptionLabel={
            props.formatOptionLabel ??
            ((option: O) => <OptionLabel option={option} label={getLabel(option)} />)
          }
          isValidNewOption={props.isValidNewOption}
          getNewOptionData={props.getNewOptionData}
          {...(props.placeholder !== undefined && { placeholder: props.placeholder })}
        />
      </DescribedBy.Provider>
      <FieldNotes id={controlId} help={help} errorText={errorText} />
    </div>
  )
}

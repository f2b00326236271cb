import { useId } from 'react'

export interface Option<T extends string> {
  value: T
  label: string
}

export function OptionGroup<T extends string>(props: {
  label: string
  value: T
  options: Option<T>[]
  onChange: (value: T) => void
  note?: string
}) {
  const id = useId()
  return (
    <fieldset className="customizer-section">
      <legend className="customizer-label fs-6">{props.label}</legend>
      <div className="d-flex flex-wrap gap-3">
        {props.options.map((option) => (
          <div className="form-check" key={option.value}>
            <input
              className="form-check-input"
              type="radio"
              name={id}
              id={`${id}-${option.value}`}
              checked={props.value === option.value}
              disabled={props.note !== undefined}
              onChange={() => props.onChange(option.value)}
            />
            <label className="form-check-label" htmlFor={`${id}-${option.value}`}>
              {option.label}
            </label>
          </div>
        ))}
      </div>
      {props.note && <small className="text-body-secondary d-block mt-2">{props.note}</small>}
    </fieldset>
  )
}

export function SwitchRow(props: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  note?: string
}) {
  const id = useId()
  return (
    <div className="customizer-section">
      <div className="form-check form-switch d-flex justify-content-between align-items-center ps-0">
        <label className="form-check-label customizer-label mb-0" htmlFor={id}>
          {props.label}
        </label>
        <input
          className="form-check-input ms-0"
          type="checkbox"
          role="switch"
          id={id}
          checked={props.checked}
          disabled={props.note !== undefined}
          onChange={(event) => props.onChange(event.target.checked)}
        />
      </div>
      {props.note && <small className="text-body-secondary d-block mt-2">{props.note}</small>}
    </div>
  )
}

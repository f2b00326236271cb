import { useId, type ReactNode } from 'react'
import { Input, Label } from 'reactstrap'

export interface Choice {
  value: string
  label: string
  disabled?: boolean
}

interface Props {
  label: string
  value: string
  choices: readonly Choice[]
  onChoose: (value: string) => void
  /** The label is read by screen readers only. */
  hideLabel?: boolean
  /** A line under the select that tells why it is as it is (it describes the select). */
  hint?: ReactNode
  disabled?: boolean
  id?: string
  className?: string
  size?: 'sm' | 'lg'
}

/** A labelled select that acts as soon as a choice is made: a filter, a setting, a role; forms use SelectField. */
export function ChoiceSelect({
  label,
  value,
  choices,
  onChoose,
  hideLabel,
  hint,
  disabled,
  id,
  className,
  size
}: Props) {
  const fallbackId = useId()
  const selectId = id ?? fallbackId
  const hintId = `${selectId}-hint`
  return (
    <div className={className}>
      <Label for={selectId} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </Label>
      <Input
        id={selectId}
        type="select"
        bsSize={size}
        value={value}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChoose(event.target.value)}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value} disabled={choice.disabled}>
            {choice.label}
          </option>
        ))}
      </Input>
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
    </div>
  )
}

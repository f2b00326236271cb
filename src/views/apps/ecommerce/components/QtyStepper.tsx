import { Minus, Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
// eslint-disable-next-line no-restricted-imports -- a stepper that saves on change, no form
import { Button, Input, InputGroup } from 'reactstrap'
import { qtyRange } from '../contract'

interface Props {
  id: string
  value: number
  onChange: (qty: number) => void
  label: string
  disabled?: boolean
}

const clamp = (n: number) => Math.min(qtyRange.max, Math.max(qtyRange.min, n))

export function QtyStepper({ id, value, onChange, label, disabled }: Props) {
  const { t } = useTranslation('ecommerce')
  const set = (n: number) => {
    const next = clamp(n)
    if (next !== value) onChange(next)
  }
  return (
    <InputGroup className="qty-stepper" size="sm">
      <Button
        color="secondary"
        outline
        aria-label={t('cart.decrease')}
        aria-controls={id}
        disabled={disabled || value <= qtyRange.min}
        onClick={() => set(value - 1)}
      >
        <Minus size={14} aria-hidden="true" />
      </Button>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={qtyRange.min}
        max={qtyRange.max}
        value={value}
        aria-label={label}
        disabled={disabled}
        onChange={(event) => {
          const n = Number(event.target.value)
          if (Number.isInteger(n) && n > 0) set(n)
        }}
      />
      <Button
        color="secondary"
        outline
        aria-label={t('cart.increase')}
        aria-controls={id}
        disabled={disabled || value >= qtyRange.max}
        onClick={() => set(value + 1)}
      >
        <Plus size={14} aria-hidden="true" />
      </Button>
    </InputGroup>
  )
}

import { useState } from 'react'
import { Eye, EyeOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { TextField, type TextFieldProps } from './TextField'

/** A password with a show/hide toggle button. */
export function PasswordField({
  autoComplete = 'current-password',
  placeholder = '••••••••',
  ...field
}: Omit<TextFieldProps, 'type' | 'start' | 'end' | 'floating'>) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  const toggle = (
    <button
      type="button"
      className="input-group-text"
      aria-label={t(visible ? 'form.hidePassword' : 'form.showPassword')}
      aria-pressed={visible}
      aria-controls={field.id}
      disabled={field.disabled}
      onClick={() => setVisible((shown) => !shown)}
    >
      {visible ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
    </button>
  )
  return (
    <TextField
      {...field}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      placeholder={placeholder}
      end={toggle}
    />
  )
}

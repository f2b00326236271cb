import { FormField, type FormFieldProps } from '@core/components/forms/FormField'

export function Field(props: FormFieldProps) {
  return <FormField {...props} namespace="invoice" />
}

import { FormField, type FormFieldProps } from '@core/components/forms/FormField'

/** The invoice app's form field: error keys are in the `invoice` namespace. */
export function Field(props: FormFieldProps) {
  return <FormField {...props} namespace="invoice" />
}

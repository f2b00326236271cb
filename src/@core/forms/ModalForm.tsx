import type { FieldValues } from 'react-hook-form'
import { FormPanel, type FormPanelProps } from './FormPanel'

/** A form in a centred modal: a FormPanel that opens in the middle of the page instead of from its side. */
export function ModalForm<T extends FieldValues, R = unknown>(props: Omit<FormPanelProps<T, R>, 'kind'>) {
  return <FormPanel<T, R> {...props} kind="modal" />
}

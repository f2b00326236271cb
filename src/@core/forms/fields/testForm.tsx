import { useEffect, type ReactNode } from 'react'
import { screen } from '@testing-library/react'
import {
  FormProvider,
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Path
} from 'react-hook-form'

/** A form around the fields under test that shows its values, with errors set as a resolver would. */
export function TestForm<T extends FieldValues>({
  defaultValues,
  errors = {},
  children
}: {
  defaultValues: DefaultValues<T>
  errors?: Partial<Record<Path<T>, string | { message: string; type?: string }>>
  children: ReactNode
}) {
  const form = useForm<T>({ defaultValues })
  const values = useWatch({ control: form.control })
  useEffect(() => {
    for (const [name, error] of Object.entries(errors))
      form.setError(
        name as Path<T>,
        typeof error === 'string' ? { message: error } : (error as { message: string })
      )
  }, [form, errors])
  return (
    <FormProvider {...form}>
      <form>
        {children}
        <output data-testid="values">{JSON.stringify(values)}</output>
      </form>
    </FormProvider>
  )
}

export const formValues = (): unknown => JSON.parse(screen.getByTestId('values').textContent ?? 'null')

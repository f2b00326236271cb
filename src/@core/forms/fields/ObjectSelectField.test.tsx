import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { renderComponent } from '@tests/renderWithProviders'
import { ObjectSelectField } from './ObjectSelectField'
import { formValues, TestForm } from './testForm'

interface Port {
  code: string
  city: string
}
const ports: Port[] = [
  { code: 'BGO', city: 'Bergen' },
  { code: 'OSL', city: 'Oslo' }
]
const closed: Port = { code: 'TOS', city: 'Tromsø' }

function Field() {
  return (
    <ObjectSelectField<{ port: Port }, Port>
      name="port"
      label="Port"
      options={ports}
      optionKey={(port) => port.code}
      optionLabel={(port) => port.city}
      placeholder="Choose a port…"
      details={(port) => <p>Code {port.code}</p>}
    />
  )
}

describe('ObjectSelectField', () => {
  it('holds the chosen record and keeps the one it started with among the options', async () => {
    const { user } = await renderComponent(
      <TestForm defaultValues={{ port: closed }}>
        <Field />
      </TestForm>
    )
    expect(screen.getByLabelText('Port')).toHaveDisplayValue('Tromsø')
    expect(screen.getByText('Code TOS')).toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('Port'), 'Oslo')
    expect(formValues()).toEqual({ port: ports[1] })
  })

  it("shows the error of one of the record's fields under the select", async () => {
    await renderComponent(
      <TestForm defaultValues={{ port: { code: '', city: '' } }} errors={{ 'port.code': 'required' }}>
        <Field />
      </TestForm>
    )
    await waitFor(() =>
      expect(screen.getByLabelText('Port')).toHaveAccessibleDescription('This field is required.')
    )
    expect(screen.getByLabelText('Port')).toHaveDisplayValue('Choose a port…')
  })
})

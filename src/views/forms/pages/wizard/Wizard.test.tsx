import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderComponent } from '@tests/renderWithProviders'
import { Wizard } from './Wizard'

const heading = (name: RegExp) => screen.findByRole('heading', { name })

describe('the wizard', () => {
  it('checks each step before moving on, keeps values on Back and shows them all on submit', async () => {
    const { user } = await renderComponent(<Wizard variant="modern" />)
    await user.click(await screen.findByRole('button', { name: 'Next' }))
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2)
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument()
    expect(screen.getByLabelText('Username')).toHaveFocus()

    await user.type(screen.getByLabelText('Username'), 'ingrid')
    await user.type(screen.getByLabelText('Email'), 'ingrid@example.com')
    await user.type(screen.getByLabelText('Password'), 'northern-lights')
    await user.type(screen.getByLabelText('Confirm password'), 'northern-light')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Confirm password'), 's')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await heading(/Step 2 of 4: Personal info/)).toHaveFocus()

    await user.click(screen.getByRole('button', { name: 'Back' }))
    await heading(/Step 1 of 4/)
    expect(screen.getByLabelText('Username')).toHaveValue('ingrid')
    await user.click(screen.getByRole('button', { name: 'Next' }))

    await user.type(await screen.findByLabelText('First name'), 'Ingrid')
    await user.type(screen.getByLabelText('Last name'), 'Solberg')
    await user.selectOptions(screen.getByLabelText('Country'), 'Norway')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.type(await screen.findByLabelText('Street and number'), 'Strandgaten 12')
    await user.type(screen.getByLabelText('Postcode'), '50x')
    await user.type(screen.getByLabelText('City'), 'Bergen')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Enter a postcode of 4 or 5 digits.')).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Postcode'))
    await user.type(screen.getByLabelText('Postcode'), '5003')
    await user.click(screen.getByRole('button', { name: 'Next' }))

    await user.type(await screen.findByLabelText('Website'), 'not a link')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText(/Enter a web address/)).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Website'))
    await user.type(screen.getByLabelText('Website'), 'https://ingrid.example')
    await user.click(screen.getByRole('button', { name: 'Submit' }))

    const result = await screen.findByRole('status')
    expect(within(result).getByText('ingrid')).toBeInTheDocument()
    expect(within(result).getByText('Norway')).toBeInTheDocument()
    expect(within(result).getByText('5003')).toBeInTheDocument()
    expect(within(result).getByText('https://ingrid.example')).toBeInTheDocument()
    expect(within(result).queryByText('northern-lights')).not.toBeInTheDocument()
  }, 45_000)

  it('opens a step already reached from the list of steps, never one ahead', async () => {
    await renderComponent(<Wizard orientation="vertical" />)
    const steps = await screen.findByRole('list', { name: 'Progress' })
    expect(within(steps).getByRole('button', { name: /Account details/ })).toHaveAttribute(
      'aria-current',
      'step'
    )
    expect(within(steps).getByRole('button', { name: /Personal info/ })).toBeDisabled()
  })
})

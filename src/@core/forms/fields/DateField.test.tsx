import { describe, expect, it } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import i18n from '@/configs/i18n'
import { hasLanguage } from '@tests/languages'
import { renderComponent } from '@tests/renderWithProviders'
import { DateField } from './DateField'
import { formValues, TestForm } from './testForm'

describe('DateField', () => {
  it('picks a day from the keyboard in the popover and stores it as YYYY-MM-DD', async () => {
    const { user } = await renderComponent(
      <TestForm defaultValues={{ due: '2026-03-10' }}>
        <DateField name="due" label="Due" max="2026-03-11" />
      </TestForm>
    )
    const trigger = screen.getByRole('button', { name: /Due/ })
    expect(trigger).toHaveTextContent('Mar 10, 2026')
    trigger.focus()
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Due' })
    expect(await screen.findByRole('grid')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /March 12th, 2026/ })).toBeDisabled()
    await user.keyboard('{ArrowRight}{Enter}')
    expect(formValues()).toEqual({ due: '2026-03-11' })
    expect(dialog).not.toBeInTheDocument()
    expect(trigger).toHaveFocus()
  })

  it('with menus, opens on the last month that can be chosen and jumps to another year', async () => {
    const { user } = await renderComponent(
      <TestForm defaultValues={{ born: '' }}>
        <DateField name="born" label="Born" menus min="1906-05-10" max="2013-05-10" />
      </TestForm>
    )
    await user.click(screen.getByRole('button', { name: /Born/ }))
    const year = await screen.findByRole('combobox', { name: /year/i })
    expect(year).toHaveValue('2013')
    expect(screen.getByRole('combobox', { name: /month/i })).toHaveValue('4')
    expect(screen.getByRole('button', { name: /May 11th, 2013/ })).toBeDisabled()
    await user.selectOptions(year, '1990')
    await user.click(screen.getByRole('button', { name: /May 3rd, 1990/ }))
    expect(formValues()).toEqual({ born: '1990-05-03' })
  })

  it('stores a range and a day with its time', async () => {
    const { user } = await renderComponent(
      <TestForm defaultValues={{ stay: { from: '2026-03-02', to: '' }, at: '2026-03-02T09:30' }}>
        <DateField name="stay" label="Stay" mode="range" />
        <DateField name="at" label="At" mode="datetime" />
      </TestForm>
    )
    await user.click(screen.getByRole('button', { name: /Stay/ }))
    await user.click(await screen.findByRole('button', { name: /March 5th, 2026/ }))
    expect(formValues()).toMatchObject({ stay: { from: '2026-03-02', to: '2026-03-05' } })
    const time = screen.getByLabelText('Time')
    expect(time).toHaveValue('09:30')
    fireEvent.change(time, { target: { value: '14:45' } })
    expect(formValues()).toMatchObject({ at: '2026-03-02T14:45' })
  })

  it.runIf(hasLanguage('fr'))('starts the week on Monday in French and shows its error', async () => {
    const { user } = await renderComponent(
      <TestForm defaultValues={{ due: '2026-03-10' }} errors={{ due: 'required' }}>
        <DateField name="due" label="Échéance" />
      </TestForm>
    )
    await i18n.changeLanguage('fr')
    const trigger = screen.getByRole('button', { name: /Échéance/ })
    expect(trigger).toHaveAttribute('aria-invalid', 'true')
    expect(trigger).toHaveAccessibleDescription('Ce champ est obligatoire.')
    await user.click(trigger)
    const grid = await screen.findByRole('grid')
    expect(grid.querySelector('th')).toHaveAttribute('aria-label', 'lundi')
  })
})

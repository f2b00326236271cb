import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderComponent } from '@tests/renderWithProviders'
import { asPerson, type Person } from '@/utility/people.contract'
import { PeopleField } from './PeopleField'
import { formValues, TestForm } from './testForm'

const team: Person[] = [asPerson('Astrid Nyhus'), asPerson('Nikolai Berg')]
const gone = { id: 0, name: 'Old Hand', avatar: '', color: 'secondary' } as const

describe('PeopleField', () => {
  it('picks one person; the form holds the person, shown with their picture or initials', async () => {
    const { user } = await renderComponent(
      <TestForm defaultValues={{ owner: null as Person | null }}>
        <PeopleField name="owner" label="Owner" people={team} isClearable />
      </TestForm>
    )
    await user.type(screen.getByRole('combobox', { name: 'Owner' }), 'Niko{Enter}')
    expect(formValues()).toEqual({ owner: team[1] })
    expect(screen.getByText('Nikolai Berg').closest('span')?.textContent).toBe('NBNikolai Berg')
  })

  it('adds people to a list, keeping someone who is no longer among the choices', async () => {
    const { user } = await renderComponent(
      <TestForm defaultValues={{ guests: [gone] as Person[] }}>
        <PeopleField name="guests" label="Guests" people={team} isMulti maxChoices={2} />
      </TestForm>
    )
    expect(screen.getByRole('button', { name: 'Remove Old Hand' })).toBeInTheDocument()
    await user.type(screen.getByRole('combobox', { name: 'Guests' }), 'Astrid{Enter}')
    expect(formValues()).toEqual({ guests: [gone, team[0]] })
    await user.click(screen.getByRole('combobox', { name: 'Guests' }))
    expect(screen.getByRole('option', { name: /Nikolai Berg/ })).toHaveAttribute('aria-disabled', 'true')
  })
})

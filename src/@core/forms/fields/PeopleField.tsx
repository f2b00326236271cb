import { useWatch, type FieldValues } from 'react-hook-form'
import { PersonAvatar } from '@core/components/Avatar'
import type { Person } from '@/utility/people.contract'
import type { FieldProps } from './Field'
import { ReactSelectField } from './ReactSelectField'

export interface PeopleFieldProps<T extends FieldValues> extends FieldProps<T> {
  /** Who can be picked. */
  people: readonly Person[]
  /** The form holds a list of people; otherwise one person or `null`. */
  isMulti?: boolean
  maxChoices?: number
  isClearable?: boolean
  placeholder?: string
}

const nameOf = (person: Person) => person.name

function PersonLabel({ person }: { person: Person }) {
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <PersonAvatar person={person} size="sm" decorative />
      {person.name}
    </span>
  )
}

const asList = (value: unknown): Person[] =>
  Array.isArray(value) ? (value as Person[]) : value ? [value as Person] : []

/** Picks people (a person) by name, each shown with their picture; the form holds the `Person` itself. */
export function PeopleField<T extends FieldValues>({ people, ...props }: PeopleFieldProps<T>) {
  const chosen = asList(useWatch<FieldValues>({ name: props.name }))
  // Someone already chosen who is no longer among `people` stays choosable.
  const options = [...people, ...chosen.filter((person) => !people.some((one) => one.name === person.name))]
  return (
    <ReactSelectField<T, Person>
      {...props}
      keepOptions
      options={options}
      getOptionValue={nameOf}
      getOptionLabel={nameOf}
      formatOptionLabel={(person) => <PersonLabel person={person} />}
    />
  )
}

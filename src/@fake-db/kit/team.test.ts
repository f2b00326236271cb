import { describe, expect, it } from 'vitest'
import { asPerson, demoTeam } from '@/utility/people.contract'
import { createEvents } from '../apps/calendar/data'
import { createTasks as createKanbanTasks } from '../apps/kanban/data'
import { createTasks as createTodoTasks } from '../apps/todo/data'
import { createUsers } from '../apps/user/data'

const member = (name: string) => demoTeam.find((person) => person.name === name)

describe('the demo team', () => {
  it('is who the calendar, kanban and todo seeds name, with the team picture', () => {
    const guests = createEvents().flatMap((event) => event.extendedProps.guests)
    expect(guests.length).toBeGreaterThan(0)
    for (const name of guests) expect(member(name)).toBeDefined()
    const kanban = createKanbanTasks().flatMap((task) => task.assignedTo)
    for (const { title, img } of kanban) expect(member(title)?.avatar).toBe(img)
    const todo = createTodoTasks().flatMap((task) => (task.assignee ? [task.assignee] : []))
    for (const { fullName, avatar } of todo) expect(member(fullName)?.avatar).toBe(avatar)
  })

  it('are users of the users app with the same picture and colour', () => {
    const users = createUsers()
    for (const person of demoTeam) {
      expect(users.find((user) => user.id === person.id)).toMatchObject({
        fullName: person.name,
        avatar: person.avatar,
        avatarColor: person.color
      })
    }
  })

  it('gives someone outside the team a neutral stand-in, and the stored picture wins', () => {
    expect(asPerson('Nobody Known')).toEqual({ id: 0, name: 'Nobody Known', avatar: '', color: 'secondary' })
    expect(asPerson('Astrid Nyhus', '')).toMatchObject({ id: 1, avatar: '', color: 'success' })
    expect(asPerson('Astrid Nyhus').avatar).toBe('/images/avatars/2.svg')
  })
})

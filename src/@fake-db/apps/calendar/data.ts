import type { CalendarEvent } from '@/views/apps/calendar/contract'

// Placed relative to the first of this month so the month view always shows them.

const pad = (n: number) => String(n).padStart(2, '0')

function monthDay(offset: number, time?: string): string {
  const now = new Date()
  const day = new Date(now.getFullYear(), now.getMonth(), 1 + offset)
  const date = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`
  return time ? `${date}T${time}` : date
}

type Seed = Omit<CalendarEvent, 'id' | 'url' | 'extendedProps'> &
  Partial<Pick<CalendarEvent, 'url'>> & {
    details: Partial<CalendarEvent['extendedProps']> & Pick<CalendarEvent['extendedProps'], 'calendar'>
  }

const seeds: Seed[] = [
  {
    title: 'Quarterly roadmap review',
    start: monthDay(2, '09:30'),
    end: monthDay(2, '11:00'),
    allDay: false,
    details: {
      calendar: 'Business',
      guests: ['Astrid Nyhus', 'Henrik Aalto', 'Maya Goldberg'],
      location: 'Fjord room, 3rd floor',
      description: 'Walk through the Q3 milestones and agree on what slips.'
    }
  },
  {
    title: 'Dentist check-up',
    start: monthDay(4, '08:15'),
    end: monthDay(4, '09:00'),
    allDay: false,
    details: { calendar: 'Personal', location: 'Smile Street Clinic' }
  },
  {
    title: 'Design sprint: onboarding',
    start: monthDay(7),
    end: monthDay(10),
    allDay: true,
    details: {
      calendar: 'Business',
      guests: ['Chiamaka Eze', 'Luca Bianchi', 'Aiko Fujimoto', 'Felipe Ortega'],
      location: 'Studio North',
      description: 'Three days to sketch, prototype and test the new sign-up flow.'
    }
  },
  {
    title: "Grandma's 80th birthday",
    start: monthDay(11),
    end: monthDay(12),
    allDay: true,
    details: {
      calendar: 'Family',
      guests: ['Esme Whitford'],
      location: 'Lakeside cottage',
      description: 'Bring the photo album and the lemon cake.'
    }
  },
  {
    title: 'Harbour lights festival',
    url: 'https://harbour-lights.example/programme',
    start: monthDay(13),
    end: monthDay(14),
    allDay: true,
    details: { calendar: 'Holiday', location: 'Old harbour' }
  },
  {
    title: 'Client call with Polaris Bakery',
    start: monthDay(15, '14:00'),
    end: monthDay(15, '14:45'),
    allDay: false,
    details: {
      calendar: 'Business',
      guests: ['Astrid Nyhus'],
      description: 'Renewal terms and the new storefront.'
    }
  },
  {
    title: 'Yoga class',
    start: monthDay(17, '18:30'),
    end: monthDay(17, '19:30'),
    allDay: false,
    details: { calendar: 'Personal', location: 'Birch Hall' }
  },
  {
    title: 'Renew parking permit',
    start: monthDay(19),
    end: monthDay(20),
    allDay: true,
    details: { calendar: 'ETC' }
  },
  {
    title: 'School concert',
    start: monthDay(22, '17:00'),
    end: monthDay(22, '18:30'),
    allDay: false,
    details: {
      calendar: 'Family',
      guests: ['Jae-won Choi', 'Katarina Horvat'],
      location: 'Riverside School auditorium'
    }
  },
  {
    title: 'Winter solstice picnic',
    start: monthDay(26),
    end: monthDay(27),
    allDay: true,
    details: {
      calendar: 'Holiday',
      guests: ['Stellan Björk', 'Vera Kowalczyk'],
      location: 'Pine Ridge park',
      description: 'Thermos tea, lanterns and a bonfire at dusk.'
    }
  }
]

export function createEvents(): CalendarEvent[] {
  return seeds.map(({ details, url = '', ...event }, index) => ({
    id: index + 1,
    url,
    ...event,
    extendedProps: { guests: [], location: '', description: '', ...details }
  }))
}

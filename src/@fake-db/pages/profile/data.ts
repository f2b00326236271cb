import type { ProfileComment, ProfileData, ProfilePerson } from '@/views/pages/profile/contract'
import { demoTeam } from '@/utility/people.contract'
import { publicUrl } from '@/utility/publicUrl'

const pad = (n: number) => String(n).padStart(2, '0')

function daysAgo(days: number, now = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - days)
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`
}

const person = (index: number): ProfilePerson => {
  const member = demoTeam[index % demoTeam.length]!
  return { avatar: member.avatar, username: member.name }
}

const owner: ProfilePerson = { avatar: publicUrl('images/profile/astrid.svg'), username: 'Astrid Lindqvist' }

const people = (...indexes: number[]) => indexes.map(person)

const comment = (id: number, who: number, text: string, likes: number): ProfileComment => ({
  id,
  ...person(who),
  comment: text,
  commentsLikes: likes,
  youLiked: false
})

const post = (
  id: number,
  text: string,
  image: string,
  days: number,
  liked: number[],
  likedCount: number
) => ({
  id,
  ...owner,
  postTime: daysAgo(days),
  postText: text,
  postImg: image ? publicUrl(`images/profile/${image}.svg`) : '',
  youLiked: false,
  likedCount,
  likedUsers: people(...liked),
  share: (id * 7) % 23,
  comments: 0,
  detailedComments: [] as ProfileComment[]
})

function posts() {
  const list = [
    post(
      1,
      'Sketched the new analytics cards on the ferry to Senja. Paper first, pixels later.',
      'post-fjord',
      1,
      [0, 2, 3, 4],
      48
    ),
    post(
      2,
      'Our design review moved outside today: minus eight degrees and the best feedback of the year.',
      '',
      2,
      [5, 6],
      12
    ),
    post(
      3,
      'The aurora forecast said 7 out of 9. It was right. No dashboards tonight.',
      'post-aurora',
      4,
      [7, 8, 9],
      131
    ),
    post(
      4,
      'Released the dark skin for the invoice screens. Thank you all for the contrast reports!',
      '',
      6,
      [2, 10],
      27
    ),
    post(
      5,
      'A tidy form is a quiet form: one label, one hint, one error at a time.',
      'post-sketch',
      9,
      [3, 4, 11, 0],
      64
    ),
    post(
      6,
      'First snow on the cabin roof. Time to swap the bike for skis on the way to the studio.',
      'post-cabin',
      12,
      [5],
      9
    )
  ]
  list[0]!.detailedComments = [
    comment(11, 2, 'Paper first is the only way. Which ferry has the best tables?', 3),
    comment(12, 4, 'Those cards look calm already. Can we see the dark version?', 1)
  ]
  list[2]!.detailedComments = [comment(31, 6, 'Jealous! We only had clouds in Bergen.', 5)]
  list[4]!.detailedComments = [comment(51, 9, 'Printing this and putting it above my desk.', 2)]
  for (const item of list) item.comments = item.detailedComments.length + ((item.id * 3) % 5)
  return list
}

export function createProfile(): ProfileData {
  return {
    header: {
      ...owner,
      designation: 'Product Designer',
      coverImg: publicUrl('images/profile/cover.svg')
    },
    userAbout: {
      about: 'Designs calm admin screens and writes the occasional field note about forms.',
      joined: daysAgo(3 * 365),
      lives: 'Tromsø, Norway',
      email: 'admin@demo.com',
      website: 'https://nordlight.example'
    },
    suggestedPages: [
      { ...person(3), username: 'Fjord Type Foundry', subtitle: 'Typography', favorite: true },
      { ...person(5), username: 'Arctic UX Meetup', subtitle: 'Community', favorite: false },
      { ...person(7), username: 'Polar Pixels', subtitle: 'Illustration', favorite: false },
      { ...person(9), username: 'Quiet Interfaces', subtitle: 'Design writing', favorite: true }
    ],
    twitterFeeds: [
      {
        id: 1,
        imgUrl: person(4).avatar,
        title: 'Esme Whitford',
        desc: 'Contrast checks are cheaper than apologies.',
        tags: ['#a11y', '#design'],
        favorite: false
      },
      {
        id: 2,
        imgUrl: person(6).avatar,
        title: 'Henrik Aalto',
        desc: 'Our charts now follow the reading direction. Arabic users, tell us what you think.',
        tags: ['#rtl'],
        favorite: true
      },
      {
        id: 3,
        imgUrl: person(8).avatar,
        title: 'Katarina Horvat',
        desc: 'Three fields per row is two too many on a phone.',
        tags: ['#mobile', '#forms'],
        favorite: false
      }
    ],
    posts: posts(),
    latestPhotos: [1, 2, 3, 4, 5, 6].map((n) => ({ img: publicUrl(`images/profile/photo-${n}.svg`) })),
    suggestions: [
      { ...person(2), name: person(2).username, mutualFriend: 6 },
      { ...person(5), name: person(5).username, mutualFriend: 3 },
      { ...person(10), name: person(10).username, mutualFriend: 11 },
      { ...person(11), name: person(11).username, mutualFriend: 1 }
    ].map(({ avatar, name, mutualFriend }) => ({ avatar, name, mutualFriend })),
    polls: [
      {
        name: 'Light skin',
        result: 33,
        votedUser: people(0, 3).map(({ avatar, username }) => ({ img: avatar, username }))
      },
      {
        name: 'Dark skin',
        result: 50,
        votedUser: people(2, 4, 6).map(({ avatar, username }) => ({ img: avatar, username }))
      },
      {
        name: 'Bordered skin',
        result: 17,
        votedUser: people(8).map(({ avatar, username }) => ({ img: avatar, username }))
      }
    ]
  }
}

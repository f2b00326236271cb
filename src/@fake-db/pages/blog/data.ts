import type { BlogCategory, BlogComment, Post, PostStatus } from '@/views/pages/blog/contract'
import { asPerson } from '@/utility/people.contract'
import { seedTime } from '../../kit/seedTime'
import { publicUrl } from '@/utility/publicUrl'

type CommentSeed = [name: string, daysAgo: number, text: string, website?: string]

interface PostSeed {
  slug: string
  title: string
  author: string
  daysAgo: number
  tags: BlogCategory[]
  status?: PostStatus
  excerpt: string
  content: string
  bookmarks: number
  comments: CommentSeed[]
}

const seeds: PostSeed[] = [
  {
    slug: 'capsule-wardrobe-for-a-northern-winter',
    title: 'A capsule wardrobe for a northern winter',
    author: 'Esme Whitford',
    daysAgo: 2,
    tags: ['fashion'],
    excerpt:
      'Twelve pieces, three colours and one good coat: how a small wardrobe gets through five dark months.',
    content: [
      '<p>Every October the same question comes back: what will I actually wear until March? This year I ',
      'tried answering it with twelve pieces and a rule that everything must go with ',
      'everything.</p><p><strong>The palette</strong></p><p>Charcoal, oat and a deep forest ',
      'green. Two neutrals carry the ',
      'outfits; the green makes them feel chosen rather than grabbed.</p><ul><li>One long wool ',
      'coat</li><li>Two knitted jumpers, one thick and one thin</li><li>Three shirts that layer under ',
      'both</li><li>Two pairs of trousers and one skirt</li><li>Boots with a proper ',
      'grip</li></ul><blockquote>Buy the coat last: once you know what goes under it, you know what it ',
      'must be.</blockquote><p>By February I had not missed a single thing I left in the loft.</p>'
    ].join(''),
    bookmarks: 14,
    comments: [
      ['Maya Goldberg', 1, 'The coat-last rule is brilliant. I always buy it first and regret it.'],
      [
        'Tomasz Wren',
        1,
        'Would love a follow-up on what you changed for spring.',
        'https://example.com/tomasz'
      ]
    ]
  },
  {
    slug: 'rye-sourdough-in-a-small-kitchen',
    title: 'Rye sourdough, start to finish in a small kitchen',
    author: 'Luca Bianchi',
    daysAgo: 4,
    tags: ['food'],
    excerpt:
      'A dense, dark loaf needs less space than you think: a jar, a tin and a warm corner of the shelf.',
    content: [
      '<p>Rye does not behave like wheat. It has little gluten, so there is no kneading and no shaping: ',
      'you stir, you scrape it into a tin, and you wait.</p><p><strong>The ',
      'starter</strong></p><p>Equal weights of rye ',
      'flour and water, stirred once a day for five days. It smells of apples by day three and of vinegar ',
      'by day five; both are fine.</p><p><strong>The bake</strong></p><ol><li>Mix 400 g rye flour, 350 g water, 150 g ',
      'starter and 9 g salt.</li><li>Leave covered until it has risen by a third.</li><li>Bake at 230 °C ',
      'for 15 minutes, then 200 °C for 45.</li></ol><p>Wrap it in a cloth and do not cut it for a full ',
      'day. This is the hardest step.</p>'
    ].join(''),
    bookmarks: 31,
    comments: [
      ['Astrid Nyhus', 3, 'Mine came out like a brick the first time. The day of waiting fixed it.'],
      ['Henrik Aalto', 2, 'Caraway seeds in the dough are worth trying.'],
      ['Ines Duarte', 1, 'Does a glass tin work as well as a metal one?']
    ]
  },
  {
    slug: 'why-we-still-play-couch-co-op',
    title: 'Why we still play couch co-op games',
    author: 'Jae-won Choi',
    daysAgo: 6,
    tags: ['gaming'],
    excerpt:
      'Online play is easier to arrange, yet a sofa, two controllers and a shared screen still win our Fridays.',
    content: [
      '<p>Our group could play online every night. Instead we meet on Fridays, squeeze onto one sofa and ',
      'share one screen.</p><p>Part of it is the noise: the groans when someone falls off a ledge, the ',
      'cheering at a last-second rescue. Part of it is that nobody can quietly check their phone when ',
      'their character is standing still in plain sight.</p><blockquote>A shared screen turns a game into ',
      'a story we tell each other the next week.</blockquote><p>Our current favourite is a cooking game ',
      'where the kitchen keeps splitting in half. It has ended one friendship for exactly ten minutes.</p>'
    ].join(''),
    bookmarks: 22,
    comments: [['Felipe Ortega', 5, 'The kitchen one! We banned it after midnight.']]
  },
  {
    slug: 'words-worth-pinning-above-the-desk',
    title: 'Words worth pinning above the desk',
    author: 'Katarina Horvat',
    daysAgo: 9,
    tags: ['quote'],
    excerpt: 'Five short lines our team keeps returning to when a project gets heavy.',
    content: [
      '<p>Every desk in our studio has a card pinned above it. We asked around and collected the ',
      'favourites.</p><blockquote>Make it work, then make it clear, then make it ',
      'quick.</blockquote><blockquote>The first draft is for you; the second is for the ',
      'reader.</blockquote><blockquote>Small steps, shipped often, beat big leaps planned ',
      'forever.</blockquote><p>None of them are famous. Most were said by someone in this room during a ',
      'long afternoon, and written down before they were forgotten.</p>'
    ].join(''),
    bookmarks: 47,
    comments: [
      ['Vera Kowalczyk', 8, 'The second one is on my card. It helps every time.'],
      ['Stellan Björk', 7, 'Adding "Name things so the next person smiles."']
    ]
  },
  {
    slug: 'filming-the-harbour-at-dusk',
    title: 'Filming a time-lapse of the harbour at dusk',
    author: 'Felipe Ortega',
    daysAgo: 12,
    tags: ['video'],
    excerpt: 'One camera, one tripod and ninety minutes of cold fingers for forty seconds of moving light.',
    content: [
      '<p>A time-lapse is mostly waiting. The trick is to decide everything before the light starts to ',
      'change, because you cannot touch the camera once it runs.</p><p><strong>Settings that ',
      'worked</strong></p><ul><li>One frame every four seconds</li><li>Manual focus and manual white ',
      'balance</li><li>Exposure ramped by one third of a stop every ten minutes</li></ul><p>The ferries ',
      'leave streaks, the cranes blink on one by one, and the water turns from silver to ink. Forty ',
      'seconds of film, and worth every cold minute.</p>'
    ].join(''),
    bookmarks: 18,
    comments: [
      ['Luca Bianchi', 11, 'Manual white balance is the tip I needed. Mine always flickered.'],
      ['Chiamaka Eze', 10, 'Please share the final clip!']
    ]
  },
  {
    slug: 'visible-mending-a-beginners-guide',
    title: 'Visible mending: a beginner’s guide',
    author: 'Maya Goldberg',
    daysAgo: 15,
    tags: ['fashion', 'quote'],
    excerpt: 'A hole is a chance to add colour: darning, patches and sashiko stitches for clothes you love.',
    content: [
      '<p>Mending used to mean hiding the damage. Visible mending does the opposite: the repair becomes ',
      'the most interesting part of the garment.</p><p><strong>Three ',
      'techniques</strong></p><ol><li><strong>Darning</strong> weaves new threads across a hole, ideal for socks ',
      'and knit elbows.</li><li><strong>Patching</strong> covers a tear with fabric, inside or ',
      'out.</li><li><strong>Sashiko</strong> runs rows of small stitches to reinforce worn ',
      'cotton.</li></ol><blockquote>Wear it out, then wear it again.</blockquote><p>Start with something ',
      'you no longer mind ruining. Your tenth repair will look nothing like your first.</p>'
    ].join(''),
    bookmarks: 26,
    comments: [
      ['Esme Whitford', 14, 'My jeans have six sashiko patches now and get more compliments than ever.']
    ]
  },
  {
    slug: 'five-soups-for-a-cold-week',
    title: 'Five soups for a cold week',
    author: 'Astrid Nyhus',
    daysAgo: 19,
    tags: ['food'],
    excerpt:
      'From a clear fish broth to a thick yellow pea soup: one pot a day, all from the same shopping bag.',
    content: [
      '<p>A cold week calls for one big shop and a pot that never quite gets washed. Here is the plan we ',
      'followed.</p><ul><li><strong>Monday:</strong> yellow pea soup with a spoon of ',
      'mustard</li><li><strong>Tuesday:</strong> leek and potato, blended ',
      'smooth</li><li><strong>Wednesday:</strong> clear fish broth with ',
      'dill</li><li><strong>Thursday:</strong> roasted carrot and ginger</li><li><strong>Friday:</strong> ',
      'whatever is left, with bread</li></ul><p>Friday is always the best one.</p>'
    ].join(''),
    bookmarks: 39,
    comments: [
      ['Nikolai Berg', 18, 'Yellow pea soup on Thursday is the tradition where I grew up.'],
      ['Aiko Fujimoto', 17, 'The fish broth was lovely with a little lemon.']
    ]
  },
  {
    slug: 'speedrunning-an-old-platformer',
    title: 'Speedrunning an old platformer, one frame at a time',
    author: 'Henrik Aalto',
    daysAgo: 24,
    tags: ['gaming', 'video'],
    status: 'pending',
    excerpt: 'Three months, one level and a sixtieth of a second: notes from a first attempt at a speedrun.',
    content: [
      '<p>I picked a platformer from my childhood and one level I thought I knew by heart. I did ',
      'not.</p><p>Speedrunners count time in frames. A jump pressed one frame late lands on the wrong ',
      'ledge; a jump pressed one frame early clips through a wall the designers never meant you to ',
      'pass.</p><p><strong>What helped</strong></p><ul><li>Recording every attempt and watching the failures slowed ',
      'down</li><li>Practising one section at a time, not the whole level</li><li>Stopping for the day ',
      'after three bad runs in a row</li></ul><p>My best time is still two seconds behind the record. Two ',
      'seconds is a very long time.</p>'
    ].join(''),
    bookmarks: 12,
    comments: [['Jae-won Choi', 20, 'Two seconds is close! Keep going.']]
  },
  {
    slug: 'street-food-markets-worth-a-detour',
    title: 'Street food markets worth a detour',
    author: 'Chiamaka Eze',
    daysAgo: 30,
    tags: ['food', 'video'],
    excerpt: 'Smoke, queues and paper plates: four markets we filmed on a long weekend of eating.',
    content: [
      '<p>We planned a weekend around four markets and filmed a short clip at each. The rule: one dish per ',
      'stall, shared between three people.</p><p><strong>What we learned</strong></p><p>The longest queue is usually ',
      'right. Go early, before the best stalls run out. Bring coins, a napkin and ',
      'patience.</p><blockquote>The best meal of the trip cost less than the train ticket to get ',
      'there.</blockquote><p>The clips are short, loud and slightly greasy. We hope you enjoy them.</p>'
    ].join(''),
    bookmarks: 21,
    comments: [
      ['Katarina Horvat', 28, 'The dumpling stall in the second clip looks incredible.'],
      ['Rafael Monteiro', 27, 'Which market had the flatbreads?', 'https://example.com/rafael']
    ]
  },
  {
    slug: 'the-quiet-joy-of-puzzle-games',
    title: 'The quiet joy of puzzle games',
    author: 'Aiko Fujimoto',
    daysAgo: 36,
    tags: ['gaming', 'quote'],
    status: 'draft',
    excerpt: 'No timers, no enemies, just a room and a rule you have not understood yet.',
    content: [
      '<p>Some games ask for fast hands. Puzzle games ask for a slow mind, and then reward it with a ',
      'moment of sudden, silly clarity.</p><blockquote>The answer was on the screen the whole time; I just ',
      'had to learn how to look.</blockquote><p>I keep a notebook beside the console. Half of it is ',
      'diagrams, the other half is crossed-out diagrams.</p>'
    ].join(''),
    bookmarks: 9,
    comments: []
  }
]

const at = (daysAgo: number, now: Date) => seedTime(daysAgo, 9 + (daysAgo % 8), (daysAgo * 7) % 60, now)

function commentsOf(seed: PostSeed, postIndex: number, now: Date): BlogComment[] {
  return seed.comments.map(([name, daysAgo, text, website = ''], index) => ({
    id: (postIndex + 1) * 100 + index + 1,
    name,
    avatar: asPerson(name).avatar,
    website,
    text,
    createdTime: at(daysAgo, now)
  }))
}

export function createPosts(now = new Date()): Post[] {
  return seeds.map((seed, index) => {
    const author = asPerson(seed.author)
    return {
      id: index + 1,
      slug: seed.slug,
      title: seed.title,
      img: publicUrl(`images/blog/${index + 1}.svg`),
      avatar: author.avatar,
      userFullName: author.name,
      createdTime: at(seed.daysAgo, now),
      tags: seed.tags,
      status: seed.status ?? 'published',
      excerpt: seed.excerpt,
      content: seed.content,
      bookmarkCount: seed.bookmarks,
      comments: commentsOf(seed, index, now)
    }
  })
}

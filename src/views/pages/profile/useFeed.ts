import { useReducer } from 'react'
import type { PollOption, ProfileData, ProfilePerson, ProfilePost } from './contract'

export const postsPerLoad = 3

interface Feed {
  posts: ProfilePost[]
  shown: number
  expanded: number[]
  connected: string[]
  polls: PollOption[]
  voted: number | null
}

type Action =
  | { type: 'like'; post: number; you: ProfilePerson }
  | { type: 'likeComment'; post: number; comment: number }
  | { type: 'toggleComments'; post: number }
  | { type: 'connect'; name: string }
  | { type: 'vote'; option: number; you: ProfilePerson }
  | { type: 'more' }

const toggle = <T>(list: T[], item: T) =>
  list.includes(item) ? list.filter((x) => x !== item) : [...list, item]

function liked(post: ProfilePost, you: ProfilePerson): ProfilePost {
  const youLiked = !post.youLiked
  return {
    ...post,
    youLiked,
    likedCount: Math.max(0, post.likedCount + (youLiked ? 1 : -1)),
    likedUsers: youLiked
      ? [you, ...post.likedUsers]
      : post.likedUsers.filter((person) => person.username !== you.username)
  }
}

const withComment = (post: ProfilePost, id: number): ProfilePost => ({
  ...post,
  detailedComments: post.detailedComments.map((comment) =>
    comment.id === id
      ? {
          ...comment,
          youLiked: !comment.youLiked,
          commentsLikes: Math.max(0, comment.commentsLikes + (comment.youLiked ? -1 : 1))
        }
      : comment
  )
})

/** Each option's share of the votes, the voter's own included. */
function counted(polls: PollOption[], option: number, you: ProfilePerson): PollOption[] {
  const votes = polls.map(({ votedUser }, index) => votedUser.length + (index === option ? 1 : 0))
  const total = votes.reduce((sum, count) => sum + count, 0)
  return polls.map((poll, index) => ({
    ...poll,
    result: Math.round((votes[index]! / total) * 100),
    votedUser:
      index === option ? [{ img: you.avatar, username: you.username }, ...poll.votedUser] : poll.votedUser
  }))
}

function reduce(feed: Feed, action: Action): Feed {
  const onPost = (change: (post: ProfilePost) => ProfilePost) => ({
    ...feed,
    posts: feed.posts.map((post) => ('post' in action && post.id === action.post ? change(post) : post))
  })
  switch (action.type) {
    case 'like':
      return onPost((post) => liked(post, action.you))
    case 'likeComment':
      return onPost((post) => withComment(post, action.comment))
    case 'toggleComments':
      return { ...feed, expanded: toggle(feed.expanded, action.post) }
    case 'connect':
      return { ...feed, connected: toggle(feed.connected, action.name) }
    case 'vote':
      if (feed.voted !== null) return feed
      return { ...feed, voted: action.option, polls: counted(feed.polls, action.option, action.you) }
    case 'more':
      return { ...feed, shown: feed.shown + postsPerLoad }
  }
}

/** Likes, comments, connections and the vote live in the page: the API has no call to save them. */
export function useFeed(data: ProfileData) {
  const [feed, dispatch] = useReducer(reduce, data, (start) => ({
    posts: start.posts,
    shown: postsPerLoad,
    expanded: [],
    connected: [],
    polls: start.polls,
    voted: null
  }))
  return { feed, dispatch }
}

export type FeedDispatch = ReturnType<typeof useFeed>['dispatch']

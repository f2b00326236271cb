import { z } from 'zod/mini'
import { limits, zIsoDate, zRequiredText, zText, zUrl, zValues } from '@/utility/contract'

export const endpoints = { data: '/profile/data' } as const

const listCap = 50

const personSchema = z.object({ avatar: zUrl(), username: zRequiredText() })
export type ProfilePerson = z.infer<typeof personSchema>

const commentSchema = z.extend(personSchema, {
  id: z.int(),
  comment: zText(limits.text),
  commentsLikes: z.int().check(z.minimum(0)),
  youLiked: z.boolean()
})
export type ProfileComment = z.infer<typeof commentSchema>

const postSchema = z.extend(personSchema, {
  id: z.int(),
  postTime: zIsoDate(),
  postText: zText(limits.text),
  postImg: zUrl(),
  youLiked: z.boolean(),
  likedCount: z.int().check(z.minimum(0)),
  likedUsers: z.array(personSchema).check(z.maxLength(listCap)),
  comments: z.int().check(z.minimum(0)),
  share: z.int().check(z.minimum(0)),
  detailedComments: z.array(commentSchema).check(z.maxLength(listCap))
})
export type ProfilePost = z.infer<typeof postSchema>

const pageSchema = z.extend(personSchema, { subtitle: zText(), favorite: z.boolean() })
export type SuggestedPage = z.infer<typeof pageSchema>

const tweetSchema = z.object({
  id: z.int(),
  imgUrl: zUrl(),
  title: zRequiredText(),
  desc: zText(limits.text),
  tags: zValues(zRequiredText(), 10),
  favorite: z.boolean()
})
export type TwitterFeed = z.infer<typeof tweetSchema>

const suggestionSchema = z.object({
  avatar: zUrl(),
  name: zRequiredText(),
  mutualFriend: z.int().check(z.minimum(0))
})
export type Suggestion = z.infer<typeof suggestionSchema>

const pollSchema = z.object({
  name: zRequiredText(),
  result: z.number().check(z.minimum(0), z.maximum(100)),
  votedUser: z.array(z.object({ img: zUrl(), username: zRequiredText() })).check(z.maxLength(listCap))
})
export type PollOption = z.infer<typeof pollSchema>

export const profileSchema = z.object({
  header: z.object({
    avatar: zUrl(),
    username: zRequiredText(),
    designation: zText(),
    coverImg: zUrl()
  }),
  userAbout: z.object({
    about: zText(limits.text),
    joined: zIsoDate(),
    lives: zText(),
    email: zText(),
    website: zUrl()
  }),
  suggestedPages: z.array(pageSchema).check(z.maxLength(listCap)),
  twitterFeeds: z.array(tweetSchema).check(z.maxLength(listCap)),
  posts: z.array(postSchema).check(z.maxLength(listCap)),
  latestPhotos: z.array(z.object({ img: zUrl() })).check(z.maxLength(listCap)),
  suggestions: z.array(suggestionSchema).check(z.maxLength(listCap)),
  polls: z.array(pollSchema).check(z.maxLength(10))
})
export type ProfileData = z.infer<typeof profileSchema>

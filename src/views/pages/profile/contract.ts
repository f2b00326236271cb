import { z } from 'zod'
import { limits, zIsoDate, zRequiredText, zText, zUrl, zValues } from '@/utility/contract'

export const endpoints = { data: '/profile/data' } as const

const listCap = 50

const personSchema = z.object({ avatar: zUrl(), username: zRequiredText() })
export type ProfilePerson = z.infer<typeof personSchema>

const commentSchema = personSchema.extend({
  id: z.int(),
  comment: zText(limits.text),
  commentsLikes: z.int().min(0),
  youLiked: z.boolean()
})
export type ProfileComment = z.infer<typeof commentSchema>

const postSchema = personSchema.extend({
  id: z.int(),
  postTime: zIsoDate(),
  postText: zText(limits.text),
  postImg: zUrl(),
  youLiked: z.boolean(),
  likedCount: z.int().min(0),
  likedUsers: z.array(personSchema).max(listCap),
  comments: z.int().min(0),
  share: z.int().min(0),
  detailedComments: z.array(commentSchema).max(listCap)
})
export type ProfilePost = z.infer<typeof postSchema>

const pageSchema = personSchema.extend({ subtitle: zText(), favorite: z.boolean() })
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

const suggestionSchema = z.object({ avatar: zUrl(), name: zRequiredText(), mutualFriend: z.int().min(0) })
export type Suggestion = z.infer<typeof suggestionSchema>

const pollSchema = z.object({
  name: zRequiredText(),
  result: z.number().min(0).max(100),
  votedUser: z.array(z.object({ img: zUrl(), username: zRequiredText() })).max(listCap)
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
  suggestedPages: z.array(pageSchema).max(listCap),
  twitterFeeds: z.array(tweetSchema).max(listCap),
  posts: z.array(postSchema).max(listCap),
  latestPhotos: z.array(z.object({ img: zUrl() })).max(listCap),
  suggestions: z.array(suggestionSchema).max(listCap),
  polls: z.array(pollSchema).max(10)
})
export type ProfileData = z.infer<typeof profileSchema>

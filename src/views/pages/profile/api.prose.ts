// This area's words in docs/api.md and docs/openapi.json; its routes give each call's input, answer, errors.
export const apiProse = {
  area: 'Profile',
  intro: ['Types: `src/views/pages/profile/contract.ts` (`profileSchema`).'],
  summaries: {
    'GET /profile/data': 'Get the profile page'
  },
  calls: {
    'GET /profile/data': [
      '- Answer: `{header, userAbout, suggestedPages, twitterFeeds, posts, latestPhotos, suggestions,',
      '  polls}`. A post: `{id, avatar, username, postTime, postText, postImg, youLiked, likedCount,',
      '  likedUsers, comments, share, detailedComments: [{id, avatar, username, comment, commentsLikes,',
      '  youLiked}]}`. Likes, comment likes, connecting and the poll vote stay in the page: no call saves them.'
    ]
  }
}

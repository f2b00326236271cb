import { answeredBy, api, overrideExisting, type Answer } from '@/redux/api'
import {
  emptyTrashAnswer,
  endpoints,
  entriesAnswer,
  entryAnswer,
  entryListAnswer,
  folderListAnswer,
  storageAnswer,
  trashAnswer,
  type AddFolderBody,
  type EntryListParams,
  type IdsBody,
  type MoveBody,
  type RenameBody,
  type ShareBody,
  type StarBody,
  type UploadBody
} from './contract'

// Every change can touch a list, the tree and the storage figures, so each write refetches them all.
const all = [{ type: 'FileManager', id: 'ALL' }] as const

const write =
  <B>(url: string) =>
  (data: B) => ({ url, method: 'post', data })

export const fileManagerApi = api.enhanceEndpoints({ addTagTypes: ['FileManager'] }).injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getEntries: build.query<Answer<typeof entryListAnswer>, EntryListParams>({
      ...answeredBy(entryListAnswer),
      query: (params) => ({ url: endpoints.list, params }),
      providesTags: [...all]
    }),
    getFolders: build.query<Answer<typeof folderListAnswer>, void>({
      ...answeredBy(folderListAnswer),
      query: () => ({ url: endpoints.folders }),
      providesTags: [...all]
    }),
    getStorage: build.query<Answer<typeof storageAnswer>, void>({
      ...answeredBy(storageAnswer),
      query: () => ({ url: endpoints.storage }),
      providesTags: [...all]
    }),
    addFolder: build.mutation<Answer<typeof entryAnswer>, AddFolderBody>({
      ...answeredBy(entryAnswer),
      query: write(endpoints.addFolder),
      invalidatesTags: [...all]
    }),
    uploadFile: build.mutation<Answer<typeof entryAnswer>, UploadBody>({
      ...answeredBy(entryAnswer),
      query: write(endpoints.upload),
      invalidatesTags: [...all]
    }),
    renameEntry: build.mutation<Answer<typeof entryAnswer>, RenameBody>({
      ...answeredBy(entryAnswer),
      query: write(endpoints.rename),
      invalidatesTags: [...all]
    }),
    moveEntries: build.mutation<Answer<typeof entriesAnswer>, MoveBody>({
      ...answeredBy(entriesAnswer),
      query: write(endpoints.move),
      invalidatesTags: [...all]
    }),
    copyEntries: build.mutation<Answer<typeof entriesAnswer>, MoveBody>({
      ...answeredBy(entriesAnswer),
      query: write(endpoints.copy),
      invalidatesTags: [...all]
    }),
    starEntry: build.mutation<Answer<typeof entryAnswer>, StarBody>({
      ...answeredBy(entryAnswer),
      query: write(endpoints.star),
      invalidatesTags: [...all]
    }),
    shareEntry: build.mutation<Answer<typeof entryAnswer>, ShareBody>({
      ...answeredBy(entryAnswer),
      query: write(endpoints.share),
      invalidatesTags: [...all]
    }),
    trashEntries: build.mutation<Answer<typeof trashAnswer>, IdsBody>({
      ...answeredBy(trashAnswer),
      query: write(endpoints.trash),
      invalidatesTags: [...all]
    }),
    restoreEntries: build.mutation<Answer<typeof trashAnswer>, IdsBody>({
      ...answeredBy(trashAnswer),
      query: write(endpoints.restore),
      invalidatesTags: [...all]
    }),
    emptyTrash: build.mutation<Answer<typeof emptyTrashAnswer>, void>({
      ...answeredBy(emptyTrashAnswer),
      query: () => ({ url: endpoints.emptyTrash, method: 'delete' }),
      invalidatesTags: [...all]
    })
  })
})

export const {
  useGetEntriesQuery,
  useGetFoldersQuery,
  useGetStorageQuery,
  useAddFolderMutation,
  useUploadFileMutation,
  useRenameEntryMutation,
  useMoveEntriesMutation,
  useCopyEntriesMutation,
  useStarEntryMutation,
  useShareEntryMutation,
  useTrashEntriesMutation,
  useRestoreEntriesMutation,
  useEmptyTrashMutation
} = fileManagerApi

import { describe, expect, it } from 'vitest'
import { call, expectRefused, freshMockPerTest } from '@tests/mockApi'
import type { Entry, EntryListResponse, Folder, Storage } from '@/views/apps/file-manager/contract'
import { uploadLimits, workspaceLimits } from '@/views/apps/file-manager/contract'

type Refused = { error: string; code: string }
const base = '/apps/file-manager'
const list = async (params: Record<string, unknown> = {}) =>
  (await call<EntryListResponse>('get', `${base}/entries`, { params })).body
const names = (answer: EntryListResponse) => answer.entries.map((entry) => entry.name)
const write = <T>(path: string, data: unknown) => call<T & Refused>('post', `${base}/${path}`, { data })
const snapshot = async () =>
  (await call<Folder[]>('get', `${base}/folders`)).body.concat(
    (await list({ view: 'trash' })).entries,
    (await list({ q: 'e' })).entries
  )

freshMockPerTest()

describe('GET /apps/file-manager/entries', () => {
  it('lists the top folder, folders first, by name, without what is in the trash', async () => {
    const top = await list()
    expect(names(top)).toEqual([
      'Finance',
      'Marketing',
      'Media',
      'Projects',
      'Meeting notes.txt',
      'Release notes.md',
      'Team handbook.pdf'
    ])
    expect(top.path).toEqual([])
  })

  it('opens a folder with its path, sorts by size both ways and filters by type', async () => {
    const site = await list({ folderId: 5 })
    expect(site.path.map((folder) => folder.name)).toEqual(['Projects', 'Website redesign'])
    expect(names(site)[0]).toBe('Wireframes')
    const bySize = await list({ folderId: 5, sortBy: 'size', sort: 'desc' })
    expect(names(bySize)).toEqual(['Wireframes', 'Brand guidelines.pdf', 'Homepage hero.svg', 'Sitemap.txt'])
    expect(names(await list({ folderId: 5, type: 'image' }))).toEqual(['Homepage hero.svg'])
  })

  it('searches every folder below the open one, and shows the starred, shared, recent and trash views', async () => {
    expect(names(await list({ q: 'svg' })).sort()).toEqual([
      'Checkout flow.svg',
      'Homepage hero.svg',
      'Office party.svg',
      'Spring banner.svg',
      'Team offsite.svg'
    ])
    expect(names(await list({ folderId: 1, q: 'flow' }))).toEqual(['Checkout flow.svg'])
    expect(names(await list({ view: 'starred' }))).toContain('Forecast.xlsx')
    expect((await list({ view: 'shared' })).entries.every((entry) => entry.shares.length > 0)).toBe(true)
    expect(names(await list({ view: 'trash' })).sort()).toEqual([
      'Archive 2023',
      'Draft budget.xlsx',
      'Old logo.svg'
    ])
    expect(names(await list({ view: 'recent' }))).toContain('Meeting notes.txt')
  })

  it('caps a page at 100 entries, refuses a bigger one, and answers 404 for an unknown folder', async () => {
    expect((await call('get', `${base}/entries`, { params: { perPage: 101 } })).status).toBe(400)
    expect((await list({ perPage: 2 })).entries).toHaveLength(2)
    const missing = await call<Refused>('get', `${base}/entries`, { params: { folderId: 999 } })
    expect([missing.status, missing.body.code]).toEqual([404, 'notFound'])
    expect((await call('get', `${base}/entries`, { params: { folderId: 10 } })).status).toBe(400)
  })

  it('gives one entry, 404 for an unknown id and 400 for a bad one', async () => {
    expect(
      (await call<{ entry: Entry }>('get', `${base}/entry`, { params: { id: 12 } })).body.entry.type
    ).toBe('image')
    expect((await call('get', `${base}/entry`, { params: { id: 999 } })).status).toBe(404)
    expect((await call('get', `${base}/entry`, { params: { id: 'x' } })).status).toBe(400)
  })

  it('sums the storage per type, trash included', async () => {
    const { body } = await call<Storage>('get', `${base}/storage`)
    expect(body.used).toBe(body.byType.reduce((sum, row) => sum + row.size, 0))
    expect(body.byType.find((row) => row.type === 'audio')?.count).toBe(2)
    expect(body.quota).toBe(workspaceLimits.quota)
  })
})

describe('names', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['a/b', 'invalid'],
    ['a\\b', 'invalid'],
    ['..', 'invalid'],
    ['x'.repeat(workspaceLimits.name + 1), 'tooLong'],
    [42, 'type']
  ])('refuses a folder named %j (%s) and changes nothing', async (name, code) => {
    await expectRefused(() => write('add-folder', { parentId: null, name }), snapshot, 400, /name/)
    expect((await write('add-folder', { parentId: null, name })).body.code).toBe(code)
  })

  it('refuses a name another entry of the folder has, whatever its case, but not one in the trash', async () => {
    await expectRefused(
      () => write('add-folder', { parentId: null, name: ' projects ' }),
      snapshot,
      400,
      /in use/
    )
    await expectRefused(() => write('rename', { id: 13, name: 'SITEMAP.TXT' }), snapshot, 400, /in use/)
    expect((await write('add-folder', { parentId: 1, name: 'Archive 2023' })).status).toBe(201)
  })

  it('adds a folder and renames a file, whose type follows the new name', async () => {
    const added = await write<{ entry: Entry }>('add-folder', { parentId: 5, name: '  Drafts ' })
    expect([added.status, added.body.entry.name, added.body.entry.type]).toEqual([201, 'Drafts', 'folder'])
    const renamed = await write<{ entry: Entry }>('rename', { id: 14, name: 'Sitemap.md' })
    expect(renamed.body.entry.name).toBe('Sitemap.md')
    expect((await write('rename', { id: 999, name: 'x' })).status).toBe(404)
  })
})

describe('uploads', () => {
  it('adds a file of an accepted type and size, typed by its extension, owned by the caller', async () => {
    const { status, body } = await write<{ entry: Entry }>('upload', {
      parentId: 8,
      name: 'Lake.png',
      size: 2048
    })
    expect([status, body.entry.type, body.entry.size]).toEqual([201, 'image', 2048])
    expect(body.entry.owner.name).not.toBe('')
  })

  it('refuses a type it does not take, a file over the size cap, a negative size and an unknown folder', async () => {
    await expectRefused(
      () => write('upload', { parentId: null, name: 'setup.exe', size: 10 }),
      snapshot,
      400,
      /not accepted/
    )
    expect((await write('upload', { parentId: null, name: 'setup.exe', size: 10 })).body.code).toBe(
      'unsupportedType'
    )
    await expectRefused(
      () => write('upload', { parentId: null, name: 'big.mp4', size: uploadLimits.maxBytes + 1 }),
      snapshot,
      400,
      /size/
    )
    await expectRefused(
      () => write('upload', { parentId: null, name: 'a.txt', size: -1 }),
      snapshot,
      400,
      /size/
    )
    await expectRefused(
      () => write('upload', { parentId: 999, name: 'a.txt', size: 1 }),
      snapshot,
      404,
      /not found/
    )
    await expectRefused(
      () => write('upload', { parentId: 10, name: 'a.txt', size: 1 }),
      snapshot,
      400,
      /folder/
    )
  })
})

describe('move and copy', () => {
  it('moves entries into a folder', async () => {
    const { status } = await write('move', { ids: [10, 11], parentId: 3 })
    expect(status).toBe(200)
    expect(names(await list({ folderId: 3 }))).toEqual(
      expect.arrayContaining(['Team handbook.pdf', 'Release notes.md'])
    )
  })

  it('refuses a move of a folder into itself or a folder below it, and changes nothing', async () => {
    for (const parentId of [1, 5, 9]) {
      await expectRefused(
        () => write('move', { ids: [1], parentId }),
        snapshot,
        400,
        /cannot move into itself/
      )
      expect((await write('move', { ids: [1], parentId })).body.code).toBe('intoOwnFolder')
    }
  })

  it('refuses a move onto a name in use, of an unknown id, of nothing or of too many ids', async () => {
    await expectRefused(() => write('move', { ids: [31], parentId: null }), snapshot, 400, /trash/)
    await write('add-folder', { parentId: 3, name: 'Team handbook.pdf' })
    await expectRefused(() => write('move', { ids: [10], parentId: 3 }), snapshot, 400, /in use/)
    await expectRefused(() => write('move', { ids: [999], parentId: null }), snapshot, 404, /not found/)
    await expectRefused(() => write('move', { ids: [], parentId: null }), snapshot, 400, /ids/)
    const many = Array.from({ length: workspaceLimits.batch + 1 }, (_, i) => i + 1)
    await expectRefused(() => write('move', { ids: many, parentId: null }), snapshot, 400, /ids/)
  })

  it('copies a folder with everything in it under a free name', async () => {
    const { status, body } = await write<{ entries: Entry[] }>('copy', { ids: [5], parentId: 1 })
    expect([status, body.entries[0].name]).toEqual([201, 'Website redesign (2)'])
    const copy = await list({ folderId: body.entries[0].id })
    expect(names(copy)).toEqual(names(await list({ folderId: 5 })))
  })
})

describe('star, share and the trash', () => {
  it('stars and shares with team members by role; refuses a stranger and a repeated person', async () => {
    expect((await write<{ entry: Entry }>('star', { id: 13, starred: true })).body.entry.starred).toBe(true)
    const shared = await write<{ entry: Entry }>('share', {
      id: 13,
      shares: [{ personId: 6, role: 'editor' }]
    })
    expect(shared.body.entry.shares.map((share) => [share.person.name, share.role])).toEqual([
      ['Felipe Ortega', 'editor']
    ])
    await expectRefused(
      () => write('share', { id: 13, shares: [{ personId: 4242, role: 'viewer' }] }),
      snapshot,
      400,
      /team/
    )
    await expectRefused(
      () =>
        write('share', {
          id: 13,
          shares: [
            { personId: 6, role: 'viewer' },
            { personId: 6, role: 'editor' }
          ]
        }),
      snapshot,
      400,
      /shares/
    )
    await expectRefused(
      () => write('share', { id: 13, shares: [{ personId: 6, role: 'owner' }] }),
      snapshot,
      400,
      /role/
    )
  })

  it('moves a folder to the trash with what it holds, restores it, and empties the trash for good', async () => {
    expect((await write('trash', { ids: [6] })).status).toBe(200)
    expect(names(await list({ folderId: 1 }))).not.toContain('Mobile app')
    expect((await call('get', `${base}/entries`, { params: { folderId: 6 } })).status).toBe(404)
    await expectRefused(() => write('trash', { ids: [16] }), snapshot, 400, /already in the trash/)
    expect((await write('restore', { ids: [6] })).status).toBe(200)
    expect(names(await list({ folderId: 6 }))).toContain('App store copy.docx')
    await expectRefused(() => write('restore', { ids: [6] }), snapshot, 400, /not in the trash/)
    const emptied = await call<{ removed: number; ids: number[] }>('delete', `${base}/empty-trash`)
    expect(emptied.body.removed).toBe(4)
    expect(emptied.body.ids).toHaveLength(4)
    expect((await list({ view: 'trash' })).total).toBe(0)
  })

  it('restores at the top, under a free name, what was in a folder that is gone', async () => {
    await write('trash', { ids: [32] })
    await write('trash', { ids: [3] })
    await write('restore', { ids: [32] })
    expect(names(await list())).toContain('Draft budget.xlsx')
  })
})

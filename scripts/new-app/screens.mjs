/** The new area's screens: the list (search, sort, pages in the URL), the add panel and the screen test. */

export const listScreen = ({ camel, kebab, pascal, one }) => `import { useMemo, useState } from 'react'
import { Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button, Card, CardBody } from 'reactstrap'
import type { TableColumn } from '@core/components/data-table/DataTable'
import { PageHeader } from '@core/components/PageHeader'
import { ListTable } from '@core/list/ListTable'
import { SearchBox } from '@core/list/SearchBox'
import { defaultPerPageOptions, useListState, type ListStateSpec } from '@core/list/useListState'
import { Add${one.pascal}Panel } from './Add${one.pascal}Panel'
import { useGet${pascal}Query } from './api'
import { ${one.camel}ListParams, type ${one.pascal} } from './contract'

const listSpec: ListStateSpec<typeof ${one.camel}ListParams> = {
  params: ${one.camel}ListParams,
  perPageOptions: defaultPerPageOptions
}

export default function ${pascal}List() {
  const { t } = useTranslation('${camel}')
  const list = useListState(listSpec)
  const query = useGet${pascal}Query(list.state)
  const [adding, setAdding] = useState(false)
  const columns = useMemo<TableColumn<${one.pascal}>[]>(
    () => [
      { id: 'title', name: t('fields.title'), sortable: true, sortField: 'title', grow: 2, cell: (row) => row.title },
      { id: 'details', name: t('fields.details'), grow: 3, cell: (row) => row.details }
    ],
    [t]
  )

  return (
    <>
      <PageHeader title={t('titles.list')} />
      <Card>
        <CardBody className="d-flex flex-wrap gap-3 justify-content-between">
          <SearchBox
            id="${kebab}-search"
            label={t('table.search')}
            placeholder={t('table.search')}
            q={list.state.q}
            onSearch={list.search}
          />
          <Button color="primary" onClick={() => setAdding(true)}>
            <Plus size={16} aria-hidden="true" /> {t('add.open')}
          </Button>
        </CardBody>
        <ListTable
          label={t('table.label')}
          columns={columns}
          list={list}
          query={query}
          rows={(data) => data.${camel}}
          emptyText={t('table.empty')}
        />
      </Card>
      <Add${one.pascal}Panel isOpen={adding} onClose={() => setAdding(false)} />
    </>
  )
}
`

export const addPanel = ({ camel, kebab, one }) => `import { useTranslation } from 'react-i18next'
import { FormPanel, type PanelProps } from '@core/forms/FormPanel'
import { TextareaField } from '@core/forms/fields/TextareaField'
import { TextField } from '@core/forms/fields/TextField'
import { mutate } from '@core/forms/mutate'
import { limits } from '@/utility/contract'
import { useAdd${one.pascal}Mutation } from './api'
import { new${one.pascal}Schema, type New${one.pascal} } from './contract'

const empty: New${one.pascal} = { title: '', details: '' }

export function Add${one.pascal}Panel({ isOpen, onClose }: PanelProps) {
  const { t } = useTranslation('${camel}')
  const [add${one.pascal}] = useAdd${one.pascal}Mutation()
  // A refusal shows in the panel, under its field; a success is toasted.
  const submit = (fields: New${one.pascal}) =>
    mutate(add${one.pascal}(fields), {
      done: ({ ${one.camel} }) => t('toasts.added', { title: ${one.camel}.title }),
      failed: false
    })

  return (
    <FormPanel
      namespace="${camel}"
      isOpen={isOpen}
      title={t('add.title')}
      schema={new${one.pascal}Schema}
      defaultValues={empty}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('add.submit')}
    >
      <TextField id="${kebab}-add-title" label={t('fields.title')} name="title" maxLength={limits.shortText} />
      <TextareaField id="${kebab}-add-details" label={t('fields.details')} name="details" maxLength={limits.text} />
    </FormPanel>
  )
}
`

export const screenTest = ({ kebab, label, plural, pascal, one }) => {
  const sample = `Sample ${one.words}`
  return `import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import '@fake-db'
import { listTable } from '@tests/screens'

const { bodyRows, open } = listTable('${label}')
const firstRow = () => bodyRows()[0]?.textContent ?? ''

describe('${pascal}List', () => {
  it('shows the newest first, ten to a page, and narrows to the search, kept in the URL', async () => {
    const { user, router } = await open('/apps/${kebab}/list')
    expect(screen.getByRole('heading', { level: 1, name: '${label}' })).toBeInTheDocument()
    expect(firstRow()).toContain('${sample} 12')
    await user.type(screen.getByRole('searchbox', { name: 'Search ${plural}' }), '${sample.toLowerCase()} 3')
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    expect(firstRow()).toContain('${sample} 3')
    expect(router.state.location.search).toBe('?q=${encodeURIComponent(`${sample.toLowerCase()} 3`).replaceAll('%20', '+')}')
  })

  it('adds a ${one.words} from the panel, refusing an empty title', async () => {
    const { user } = await open('/apps/${kebab}/list')
    await user.click(screen.getByRole('button', { name: 'Add ${one.words}' }))
    const panel = await screen.findByRole('dialog', { name: 'Add ${one.words}' })
    const title = within(panel).getByLabelText('Title')
    await user.click(within(panel).getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'))

    await user.type(title, 'Quarterly review')
    await user.type(within(panel).getByLabelText('Details'), 'Every figure of the quarter.')
    await user.click(within(panel).getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('Quarterly review added.')).toBeInTheDocument()
    await waitFor(() => expect(firstRow()).toContain('Quarterly review'))
  })
})
`
}

import ReactSelect, { type GroupBase } from 'react-select'
import Async from 'react-select/async'
import AsyncCreatable, { type AsyncCreatableProps } from 'react-select/async-creatable'
import Creatable from 'react-select/creatable'
import { useTranslation } from 'react-i18next'
import { useRtl } from '@core/hooks/useSkin'
import './select.scss'

export type SelectProps<
  Option,
  IsMulti extends boolean,
  Group extends GroupBase<Option>
> = AsyncCreatableProps<Option, IsMulti, Group> & {
  /** Also takes a typed value that is not among the options. */
  creatable?: boolean
}

/** react-select themed by the skin's CSS variables, in the page's direction, its menu portalled out of panels. */
export function Select<
  Option,
  IsMulti extends boolean = false,
  Group extends GroupBase<Option> = GroupBase<Option>
>({ creatable = false, ...props }: SelectProps<Option, IsMulti, Group>) {
  const { t } = useTranslation()
  const { isRtl } = useRtl()
  const all: AsyncCreatableProps<Option, IsMulti, Group> = {
    unstyled: true,
    classNamePrefix: 'nl-select',
    isRtl,
    menuPortalTarget: typeof document === 'undefined' ? undefined : document.body,
    menuPlacement: 'auto',
    noOptionsMessage: () => t('select.noOptions'),
    loadingMessage: () => t('select.loading'),
    placeholder: t('select.placeholder'),
    formatCreateLabel: (input: string) => t('select.create', { value: input }),
    ...props,
    className: `nl-select ${props.className ?? ''}`
  }
  if (props.loadOptions) return creatable ? <AsyncCreatable {...all} /> : <Async {...all} />
  return creatable ? <Creatable {...all} /> : <ReactSelect {...all} />
}

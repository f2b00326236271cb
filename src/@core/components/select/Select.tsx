import ReactSelect, { type GroupBase, type Props } from 'react-select'
import Creatable, { type CreatableProps } from 'react-select/creatable'
import { useTranslation } from 'react-i18next'
import { useRtl } from '@core/hooks/useSkin'
import './select.scss'

/** A portalled menu so it is not clipped by the panel or modal it opens in. */
function useSharedProps() {
  const { t } = useTranslation()
  const { isRtl } = useRtl()
  return {
    unstyled: true,
    classNamePrefix: 'nl-select',
    isRtl,
    menuPortalTarget: typeof document === 'undefined' ? undefined : document.body,
    menuPlacement: 'auto' as const,
    noOptionsMessage: () => t('select.noOptions'),
    loadingMessage: () => t('select.loading'),
    placeholder: t('select.placeholder')
  }
}

/** Lives in the react-select chunk: import it only from the screens that use it. */
export function Select<
  Option,
  IsMulti extends boolean = false,
  Group extends GroupBase<Option> = GroupBase<Option>
>(props: Props<Option, IsMulti, Group>) {
  const shared = useSharedProps()
  return <ReactSelect {...shared} {...props} className={`nl-select ${props.className ?? ''}`} />
}

export function CreatableSelect<
  Option,
  IsMulti extends boolean = false,
  Group extends GroupBase<Option> = GroupBase<Option>
>(props: CreatableProps<Option, IsMulti, Group>) {
  const { t } = useTranslation()
  const shared = useSharedProps()
  return (
    <Creatable
      {...shared}
      formatCreateLabel={(input: string) => t('select.create', { value: input })}
      {...props}
      className={`nl-select ${props.className ?? ''}`}
    />
  )
}

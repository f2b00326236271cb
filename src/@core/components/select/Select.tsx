import ReactSelect, { type GroupBase, type Props } from 'react-select'
import Creatable, { type CreatableProps } from 'react-select/creatable'
import { useTranslation } from 'react-i18next'
import { useRtl } from '@core/hooks/useSkin'
import './select.scss'

/** What every picker of the template shares: Bootstrap's look in both skins (select.scss draws it
 *  from Bootstrap's CSS variables), the page direction, translated messages, and a menu that is not
 *  clipped by the panel or modal it opens in. */
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

/** A single or multi picker (react-select) in the template's look. Lives in the react-select chunk:
 *  import it only from the screens that use it. */
export function Select<
  Option,
  IsMulti extends boolean = false,
  Group extends GroupBase<Option> = GroupBase<Option>
>(props: Props<Option, IsMulti, Group>) {
  const shared = useSharedProps()
  return <ReactSelect {...shared} {...props} className={`nl-select ${props.className ?? ''}`} />
}

/** A picker that also takes typed values (an e-mail address, a new tag): `isValidNewOption` and
 *  `onCreateOption`/`getNewOptionData` decide what a typed value may be. */
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

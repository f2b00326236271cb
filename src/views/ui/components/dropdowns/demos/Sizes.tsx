import { useTranslation } from 'react-i18next'
import { DropdownItem, DropdownMenu, DropdownToggle, UncontrolledDropdown } from 'reactstrap'

/** `size` on the dropdown sizes its toggle: large, default, small. */
export default function DropdownSizes() {
  const { t } = useTranslation('components')
  return (
    <div className="demo-row">
      {(
        [
          ['lg', t('dropdowns.sample.large')],
          [undefined, t('dropdowns.sample.default')],
          ['sm', t('dropdowns.sample.small')]
        ] as const
      ).map(([size, label]) => (
        <UncontrolledDropdown key={label} size={size}>
          <DropdownToggle caret color="secondary">
            {label}
          </DropdownToggle>
          <DropdownMenu>
            <DropdownItem>{t('dropdowns.sample.newest')}</DropdownItem>
            <DropdownItem>{t('dropdowns.sample.oldest')}</DropdownItem>
            <DropdownItem>{t('dropdowns.sample.byName')}</DropdownItem>
          </DropdownMenu>
        </UncontrolledDropdown>
      ))}
    </div>
  )
}

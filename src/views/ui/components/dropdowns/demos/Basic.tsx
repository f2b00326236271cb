import { useTranslation } from 'react-i18next'
import { DropdownItem, DropdownMenu, DropdownToggle, UncontrolledDropdown } from 'reactstrap'

const colors = ['primary', 'secondary', 'success', 'danger', 'warning', 'info'] as const

/** A toggle that opens a menu of actions; arrow keys move through the items, Escape closes. */
export default function DropdownBasic() {
  const { t } = useTranslation(['components', 'demo'])
  return (
    <div className="demo-row">
      {colors.map((color) => (
        <UncontrolledDropdown key={color}>
          <DropdownToggle caret color={color}>
            {t(`demo:colors.${color}`)}
          </DropdownToggle>
          <DropdownMenu>
            <DropdownItem header>{t('dropdowns.sample.order')}</DropdownItem>
            <DropdownItem>{t('dropdowns.sample.shipped')}</DropdownItem>
            <DropdownItem>{t('dropdowns.sample.label')}</DropdownItem>
            <DropdownItem disabled>{t('dropdowns.sample.refund')}</DropdownItem>
            <DropdownItem divider />
            <DropdownItem>{t('dropdowns.sample.archive')}</DropdownItem>
          </DropdownMenu>
        </UncontrolledDropdown>
      ))}
    </div>
  )
}

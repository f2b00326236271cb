import { useTranslation } from 'react-i18next'
import { DropdownItem, DropdownMenu, DropdownToggle, UncontrolledDropdown } from 'reactstrap'

const directions = ['up', 'down', 'start', 'end'] as const

/** `direction`: where the menu opens; start and end follow the reading direction. */
export default function DropdownDirections() {
  const { t } = useTranslation('components')
  return (
    <div className="demo-row py-5 justify-content-center">
      {directions.map((direction) => (
        <UncontrolledDropdown key={direction} direction={direction}>
          <DropdownToggle caret color="primary" outline>
            {t(`dropdowns.sample.${direction}`)}
          </DropdownToggle>
          <DropdownMenu>
            <DropdownItem>{t('dropdowns.sample.rename')}</DropdownItem>
            <DropdownItem>{t('dropdowns.sample.duplicate')}</DropdownItem>
            <DropdownItem>{t('dropdowns.sample.move')}</DropdownItem>
          </DropdownMenu>
        </UncontrolledDropdown>
      ))}
    </div>
  )
}

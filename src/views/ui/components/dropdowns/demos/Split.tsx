import { useTranslation } from 'react-i18next'
import { Button, DropdownItem, DropdownMenu, DropdownToggle, UncontrolledButtonDropdown } from 'reactstrap'

/** A main action with its variants in the menu beside it. */
export default function DropdownSplit() {
  const { t } = useTranslation('components')
  return (
    <div className="demo-row">
      {(['primary', 'success', 'danger'] as const).map((color) => (
        <UncontrolledButtonDropdown key={color}>
          <Button color={color}>
            {color === 'primary'
              ? t('dropdowns.sample.save')
              : color === 'success'
                ? t('dropdowns.sample.publish')
                : t('dropdowns.sample.delete')}
          </Button>
          <DropdownToggle split caret color={color} aria-label={t('dropdowns.sample.more')} />
          <DropdownMenu>
            <DropdownItem>{t('dropdowns.sample.draft')}</DropdownItem>
            <DropdownItem>{t('dropdowns.sample.close')}</DropdownItem>
            <DropdownItem>{t('dropdowns.sample.copy')}</DropdownItem>
          </DropdownMenu>
        </UncontrolledButtonDropdown>
      ))}
    </div>
  )
}

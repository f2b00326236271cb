import { useTranslation } from 'react-i18next'
import { Copy, Download, MoreVertical, Pencil, Share2, Trash2 } from 'lucide-react'
import { DropdownItem, DropdownMenu, DropdownToggle, UncontrolledDropdown } from 'reactstrap'

const itemClass = 'd-flex align-items-center gap-2'

/** Items with icons, and an icon-only toggle for a row's actions. */
export default function DropdownWithIcons() {
  const { t } = useTranslation('components')
  return (
    <div className="demo-row">
      <UncontrolledDropdown>
        <DropdownToggle caret color="primary" className="d-inline-flex align-items-center gap-2">
          <Share2 size={16} aria-hidden="true" /> {t('dropdowns.sample.share')}
        </DropdownToggle>
        <DropdownMenu>
          <DropdownItem className={itemClass}>
            <Copy size={16} aria-hidden="true" /> {t('dropdowns.sample.copyLink')}
          </DropdownItem>
          <DropdownItem className={itemClass}>
            <Download size={16} aria-hidden="true" /> {t('dropdowns.sample.pdf')}
          </DropdownItem>
        </DropdownMenu>
      </UncontrolledDropdown>
      <UncontrolledDropdown>
        <DropdownToggle color="secondary" outline aria-label={t('dropdowns.sample.rowActions')}>
          <MoreVertical size={16} aria-hidden="true" />
        </DropdownToggle>
        <DropdownMenu end>
          <DropdownItem className={itemClass}>
            <Pencil size={16} aria-hidden="true" /> {t('dropdowns.sample.edit')}
          </DropdownItem>
          <DropdownItem className={`${itemClass} text-danger-emphasis`}>
            <Trash2 size={16} aria-hidden="true" /> {t('dropdowns.sample.delete')}
          </DropdownItem>
        </DropdownMenu>
      </UncontrolledDropdown>
    </div>
  )
}

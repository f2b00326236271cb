import { Languages } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { DropdownItem, DropdownMenu, DropdownToggle, UncontrolledDropdown } from 'reactstrap'
import { languages } from '@/configs/i18n'

export function LanguageDropdown() {
  const { t, i18n } = useTranslation()
  const current = languages.find((language) => language.code === i18n.resolvedLanguage) ?? languages[0]
  return (
    <UncontrolledDropdown nav inNavbar tag="div">
      <DropdownToggle
        tag="button"
        type="button"
        className="nav-icon-btn"
        aria-label={t('shell.language', { language: current.name })}
        title={current.name}
      >
        <Languages size={20} />
      </DropdownToggle>
      <DropdownMenu end>
        {languages.map((language) => (
          <DropdownItem
            key={language.code}
            active={language.code === current.code}
            lang={language.code}
            onClick={() => void i18n.changeLanguage(language.code)}
          >
            <span className="badge text-bg-secondary me-2 text-uppercase">{language.code}</span>
            {language.name}
          </DropdownItem>
        ))}
      </DropdownMenu>
    </UncontrolledDropdown>
  )
}

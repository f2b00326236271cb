import { Languages } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { DropdownItem } from 'reactstrap'
import { LazyDropdown } from '../LazyDropdown'
import { languages } from '@/configs/i18n'

export function LanguageDropdown() {
  const { t, i18n } = useTranslation()
  const current = languages.find((language) => language.code === i18n.resolvedLanguage) ?? languages[0]
  return (
    <LazyDropdown
      nav
      inNavbar
      tag="div"
      menuProps={{ end: true }}
      toggleProps={{
        tag: 'button',
        type: 'button',
        className: 'nav-icon-btn',
        'aria-label': t('shell.language', { language: current.name }),
        title: current.name,
        children: <Languages size={20} />
      }}
    >
      {() =>
        languages.map((language) => (
          <DropdownItem
            key={language.code}
            active={language.code === current.code}
            lang={language.code}
            onClick={() => void i18n.changeLanguage(language.code)}
          >
            <span className="badge text-bg-secondary me-2 text-uppercase">{language.code}</span>
            {language.name}
          </DropdownItem>
        ))
      }
    </LazyDropdown>
  )
}

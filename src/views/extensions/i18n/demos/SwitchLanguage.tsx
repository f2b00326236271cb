import { useTranslation } from 'react-i18next'
import { Button, ButtonGroup } from 'reactstrap'
import { languages } from '@/configs/i18n'

/** Changing the language reloads every namespace on screen for it: this page, the menu and the navbar. */
export default function I18nSwitchLanguage() {
  const { t, i18n } = useTranslation('extensions')
  return (
    <div className="d-grid gap-3">
      <ButtonGroup aria-label={t('i18n.sample.languages')} className="flex-wrap">
        {languages.map(({ code, name }) => (
          <Button
            key={code}
            color="primary"
            outline={i18n.language !== code}
            aria-pressed={i18n.language === code}
            lang={code}
            onClick={() => void i18n.changeLanguage(code)}
          >
            {name}
          </Button>
        ))}
      </ButtonGroup>
      <p className="mb-0 fs-5">{t('i18n.sample.welcome')}</p>
    </div>
  )
}

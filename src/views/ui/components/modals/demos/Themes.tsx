import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap'

const themes = ['primary', 'success', 'danger', 'warning', 'info', 'dark'] as const
type Theme = (typeof themes)[number]

/** A coloured header and top edge say what kind of dialog it is (className="modal-theme-<colour>"). */
export default function ModalThemes() {
  const { t } = useTranslation(['components', 'demo'])
  const [theme, setTheme] = useState<Theme | null>(null)
  const close = () => setTheme(null)
  return (
    <div className="demo-row">
      {themes.map((name) => (
        <Button key={name} color={name} outline onClick={() => setTheme(name)}>
          {t(`demo:colors.${name}`)}
        </Button>
      ))}
      <Modal
        isOpen={theme !== null}
        toggle={close}
        className={theme ? `modal-theme-${theme}` : undefined}
        labelledBy="modal-theme-title"
      >
        <ModalHeader toggle={close}>
          <span id="modal-theme-title">
            {theme && t('modals.sample.themeTitle', { theme: t(`demo:colors.${theme}`) })}
          </span>
        </ModalHeader>
        <ModalBody>
          {theme && t('modals.sample.themeBody', { theme: t(`demo:colors.${theme}`).toLowerCase() })}
        </ModalBody>
        <ModalFooter>
          <Button color={theme ?? 'primary'} onClick={close}>
            {t('modals.sample.close')}
          </Button>
        </ModalFooter>
      </Modal>
    </div>
  )
}

import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap'

const sizes = ['sm', 'md', 'lg', 'xl', 'fullscreen'] as const

type Size = (typeof sizes)[number]

/** `size` sets the width (`fullscreen` covers the window); Escape, the close button or the backdrop close it. */
export default function ModalSizes() {
  const { t } = useTranslation('components')
  const [size, setSize] = useState<Size | null>(null)
  const close = () => setSize(null)
  const label = size ? t(`modals.sample.${size}`) : ''
  return (
    <div className="demo-row">
      {sizes.map((value) => (
        <Button key={value} color="primary" outline onClick={() => setSize(value)}>
          {t(`modals.sample.${value}`)}
        </Button>
      ))}
      <Modal
        isOpen={size !== null}
        toggle={close}
        size={size === 'fullscreen' || size === 'md' ? undefined : (size ?? undefined)}
        fullscreen={size === 'fullscreen' ? true : undefined}
        labelledBy="modal-sizes-title"
      >
        <ModalHeader toggle={close}>
          <span id="modal-sizes-title">{t('modals.sample.sizeTitle', { size: label })}</span>
        </ModalHeader>
        <ModalBody>{t('modals.sample.sizeBody', { size: label.toLowerCase() })}</ModalBody>
        <ModalFooter>
          <Button color="primary" onClick={close}>
            {t('modals.sample.gotIt')}
          </Button>
        </ModalFooter>
      </Modal>
    </div>
  )
}

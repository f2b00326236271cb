import { useTranslation } from 'react-i18next'
import { Modal, ModalBody, ModalHeader } from 'reactstrap'
import { shortcuts } from '@core/app/shortcuts'
import { searchKeyHints, shortcutKeys } from './shortcutKeys'

interface Props {
  isOpen: boolean
  onClose: () => void
  singleKeysOn: boolean
}

function Keys({ keys }: { keys: string[] }) {
  return (
    // Keys read left to right in every language: Ctrl then K.
    <span className="d-inline-flex gap-1" dir="ltr">
      {keys.map((key) => (
        <kbd key={key}>{key}</kbd>
      ))}
    </span>
  )
}

/** Every shortcut of the shell, and the search's own keys, in one table (opened with `?` or from the palette). */
export function ShortcutsSheet({ isOpen, onClose, singleKeysOn }: Props) {
  const { t } = useTranslation('search')
  return (
    <Modal isOpen={isOpen} toggle={onClose} labelledBy="shortcuts-sheet-title" centered>
      <ModalHeader toggle={onClose}>
        <span id="shortcuts-sheet-title">{t('shortcuts.title')}</span>
      </ModalHeader>
      <ModalBody>
        <table className="table table-sm align-middle mb-3">
          <caption className="caption-top pt-0">{t('shortcuts.everywhere')}</caption>
          <tbody>
            {shortcuts.map((shortcut) => (
              <tr key={shortcut.id}>
                <td className="text-nowrap w-25">
                  <Keys keys={shortcutKeys(shortcut.id, t)} />
                </td>
                <td>
                  {t(`shortcuts.${shortcut.id}`)}
                  {shortcut.singleKey && !singleKeysOn && (
                    <span className="badge text-bg-secondary ms-2">{t('shortcuts.off')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="table table-sm align-middle mb-2">
          <caption className="caption-top pt-0">{t('shortcuts.inSearch')}</caption>
          <tbody>
            {searchKeyHints(t).map(([keys, label]) => (
              <tr key={label}>
                <td className="text-nowrap w-25">
                  <kbd dir="ltr">{keys}</kbd>
                </td>
                <td>{label}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="small text-body-secondary mb-0">{t('shortcuts.note')}</p>
      </ModalBody>
    </Modal>
  )
}

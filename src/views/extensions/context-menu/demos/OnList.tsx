import { useTranslation } from 'react-i18next'
import { FileText } from 'lucide-react'
import { ListGroup, ListGroupItem } from 'reactstrap'
import { fileEntries } from '../entries'
import { useContextMenu } from '../useContextMenu'

const files = ['Budget 2026.xlsx', 'Brand guide.pdf', 'Team photo.jpg', 'Minutes.docx']

/** Right-click a file, or focus it and press Shift+F10 or the menu key. */
export default function ContextMenuOnList() {
  const { t } = useTranslation('extensions')
  const { bind, element } = useContextMenu(t('context-menu.sample.file'), fileEntries(t))
  return (
    <>
      <ListGroup tag="div">
        {files.map((file) => (
          <ListGroupItem
            key={file}
            tag="button"
            type="button"
            action
            className="d-flex align-items-center gap-2"
            {...bind(file)}
          >
            <FileText size={16} aria-hidden="true" />
            {file}
          </ListGroupItem>
        ))}
      </ListGroup>
      {element}
    </>
  )
}

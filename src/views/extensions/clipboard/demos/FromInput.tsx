import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Copy } from 'lucide-react'
// eslint-disable-next-line no-restricted-imports -- the demo shows reactstrap's own control
import { Button, Input, InputGroup, Label } from 'reactstrap'
import { useCopy } from '../useCopy'

/** Whatever is in the field, copied with one press. */
export default function ClipboardFromInput() {
  const { t } = useTranslation('extensions')
  const copy = useCopy()
  const [text, setText] = useState(t('clipboard.sample.inviteLink'))
  const id = useId()
  return (
    <div>
      <Label for={id}>{t('clipboard.sample.inputLabel')}</Label>
      <InputGroup>
        <Input id={id} value={text} onChange={(event) => setText(event.target.value)} />
        <Button color="primary" onClick={() => copy(text)} disabled={text === ''}>
          <Copy size={16} aria-hidden="true" />
          <span className="ms-1">{t('clipboard.sample.copy')}</span>
        </Button>
      </InputGroup>
    </div>
  )
}

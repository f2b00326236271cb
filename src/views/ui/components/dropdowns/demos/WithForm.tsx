import { useTranslation } from 'react-i18next'
import { useState, type FormEvent } from 'react'
// eslint-disable-next-line no-restricted-imports -- the demo shows reactstrap's own control
import { Button, Dropdown, DropdownMenu, DropdownToggle, FormGroup, Input, Label } from 'reactstrap'

/** A small form inside the menu, such as a quick sign-in; it closes when the form is sent. */
export default function DropdownWithForm() {
  const { t } = useTranslation('components')
  const [open, setOpen] = useState(false)
  const [signedIn, setSignedIn] = useState('')
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSignedIn(String(new FormData(event.currentTarget).get('email') ?? ''))
    setOpen(false)
  }
  return (
    <div className="demo-row">
      <Dropdown isOpen={open} toggle={() => setOpen(!open)}>
        <DropdownToggle caret color="primary">
          {t('dropdowns.sample.quick')}
        </DropdownToggle>
        <DropdownMenu className="p-3" style={{ minInlineSize: '16rem' }}>
          <form onSubmit={submit}>
            <FormGroup>
              <Label for="dropdown-email">{t('dropdowns.sample.email')}</Label>
              <Input id="dropdown-email" name="email" type="email" required placeholder="you@example.com" />
            </FormGroup>
            <FormGroup>
              <Label for="dropdown-password">{t('dropdowns.sample.password')}</Label>
              <Input id="dropdown-password" name="password" type="password" required />
            </FormGroup>
            <Button color="primary" type="submit" block>
              {t('dropdowns.sample.signIn')}
            </Button>
          </form>
        </DropdownMenu>
      </Dropdown>
      {signedIn && <span role="status">{t('dropdowns.sample.signedIn', { email: signedIn })}</span>}
    </div>
  )
}

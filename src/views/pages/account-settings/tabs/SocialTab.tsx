import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button, Col, Row } from 'reactstrap'
import { Avatar } from '@core/components/Avatar'
import { TextField } from '@core/forms/fields/TextField'
import { PageForm, PageFormButtons } from '@core/forms/PageForm'
import { connectionNetworks, socialNetworks, socialSchema, type SocialSettings } from '../contract'
import { useSave } from '../useSave'

const networkNames: Record<(typeof socialNetworks)[number] | 'github', string> = {
  twitter: 'Twitter',
  facebook: 'Facebook',
  google: 'Google',
  linkedIn: 'LinkedIn',
  instagram: 'Instagram',
  quora: 'Quora',
  github: 'GitHub'
}

type Network = (typeof connectionNetworks)[number]

/** A network the account is connected to or not; the button flips it in the form. */
function ConnectionRow({ network, account }: { network: Network; account: { id: string; img: string } }) {
  const { t } = useTranslation('settings')
  const { control, setValue } = useFormContext<SocialSettings>()
  const connection = useWatch({ control, name: `connections.${network}` })
  const onToggle = () =>
    setValue(`connections.${network}`, connection ? null : { id: account.id, profileImg: account.img }, {
      shouldDirty: true
    })
  const name = networkNames[network]
  return (
    <li className="d-flex align-items-center gap-3 mb-3">
      <Avatar name={name} src={connection?.profileImg} color="secondary" decorative />
      <div className="flex-grow-1 min-w-0">
        <p className="mb-0 fw-semibold">{name}</p>
        <small className="text-body-secondary text-break">
          {connection ? `@${connection.id}` : t('social.notConnected')}
        </small>
      </div>
      <Button
        type="button"
        size="sm"
        color={connection ? 'danger' : 'secondary'}
        outline
        onClick={onToggle}
        aria-label={t(connection ? 'social.disconnectName' : 'social.connectName', { name })}
      >
        {t(connection ? 'social.disconnect' : 'social.connect')}
      </Button>
    </li>
  )
}

export function SocialTab({
  saved,
  account
}: {
  saved: SocialSettings
  account: { id: string; img: string }
}) {
  const { t } = useTranslation('settings')
  const save = useSave()

  return (
    <PageForm
      schema={socialSchema}
      defaultValues={saved}
      onSubmit={(data) => save({ tab: 'social', data })}
      label={t('tabs.social')}
      namespace="settings"
    >
      <h2 className="h5 mb-3">{t('social.links')}</h2>
      <Row className="gx-3">
        {socialNetworks.map((network) => (
          <Col md={6} key={network}>
            <TextField
              id={`settings-${network}`}
              label={networkNames[network]}
              type="url"
              inputMode="url"
              placeholder="https://"
              name={`socialLinks.${network}`}
            />
          </Col>
        ))}
      </Row>
      <h2 className="h5 mb-3">{t('social.connections')}</h2>
      <ul className="list-unstyled mb-3">
        {connectionNetworks.map((network) => (
          <ConnectionRow key={network} network={network} account={account} />
        ))}
      </ul>
      <PageFormButtons submitLabel={t('save')} />
    </PageForm>
  )
}

import { useState } from 'react'
import { Rocket } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod/mini'
import { Button } from 'reactstrap'
import { TextField } from '@core/forms/fields/TextField'
import { Form } from '@core/forms/Form'
import { MiscPage } from './MiscPage'

const schema = z.object({
  email: z
    .string()
    .check(z.trim(), z.minLength(1, 'misc.comingSoon.emailRequired'), z.email('misc.comingSoon.emailInvalid'))
})
type NotifyForm = z.infer<typeof schema>

export default function ComingSoon() {
  const { t } = useTranslation()
  const [subscribed, setSubscribed] = useState<string | null>(null)

  return (
    <MiscPage icon={Rocket} title={t('misc.comingSoon.heading')} text={t('misc.comingSoon.text')}>
      {subscribed ? (
        <p className="alert alert-success" role="status">
          {t('misc.comingSoon.thanks', { email: subscribed })}
        </p>
      ) : (
        <div className="mx-auto" style={{ maxWidth: '26rem' }}>
          <Form
            schema={schema}
            defaultValues={{ email: '' }}
            onSubmit={(data: NotifyForm) => setSubscribed(data.email)}
          >
            <TextField
              id="notify-email"
              name="email"
              type="email"
              label={t('misc.comingSoon.emailLabel')}
              hideLabel
              placeholder={t('misc.comingSoon.emailPlaceholder')}
              className="mb-0"
              end={
                <Button color="primary" type="submit">
                  {t('misc.comingSoon.notify')}
                </Button>
              }
            />
          </Form>
        </div>
      )}
    </MiscPage>
  )
}

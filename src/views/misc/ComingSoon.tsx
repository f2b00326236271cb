import { useState } from 'react'
import { Rocket } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { Button, FormFeedback, Input } from 'reactstrap'
import { MiscPage } from './MiscPage'

const schema = z.object({
  email: z.string().trim().min(1, 'misc.comingSoon.emailRequired').email('misc.comingSoon.emailInvalid')
})
type NotifyForm = z.infer<typeof schema>

export default function ComingSoon() {
  const { t } = useTranslation()
  const [subscribed, setSubscribed] = useState<string | null>(null)
  const { register, handleSubmit, formState } = useForm<NotifyForm>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' }
  })
  const { ref, ...email } = register('email')
  const error = formState.errors.email?.message

  return (
    <MiscPage icon={Rocket} title={t('misc.comingSoon.heading')} text={t('misc.comingSoon.text')}>
      {subscribed ? (
        <p className="alert alert-success" role="status">
          {t('misc.comingSoon.thanks', { email: subscribed })}
        </p>
      ) : (
        <form
          className="mx-auto"
          style={{ maxWidth: '26rem' }}
          noValidate
          onSubmit={handleSubmit((data) => setSubscribed(data.email))}
        >
          <label htmlFor="notify-email" className="visually-hidden">
            {t('misc.comingSoon.emailLabel')}
          </label>
          <div className="input-group has-validation">
            <Input
              id="notify-email"
              type="email"
              placeholder={t('misc.comingSoon.emailPlaceholder')}
              innerRef={ref}
              invalid={Boolean(error)}
              {...email}
            />
            <Button color="primary" type="submit">
              {t('misc.comingSoon.notify')}
            </Button>
            {error && <FormFeedback>{t(error)}</FormFeedback>}
          </div>
        </form>
      )}
    </MiscPage>
  )
}

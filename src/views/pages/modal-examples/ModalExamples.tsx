import { lazy, useState, type ComponentType } from 'react'
import {
  AppWindow,
  CreditCard,
  Crown,
  Gift,
  House,
  MessageSquareLock,
  ShieldCheck,
  UserPen,
  Users,
  type LucideIcon
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button, Card, CardBody, Col, Row } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import type { PanelProps } from '@core/forms/FormPanel'
import { OnceOpened } from '@core/components/OnceOpened'

type Modal = ComponentType<PanelProps>

/** Each modal's code (forms, selects, masks) loads when it is first opened, not with the page of buttons. */
const loaded = (load: () => Promise<Record<string, Modal>>, name: string) =>
  lazy(() => load().then((module) => ({ default: module[name]! })))

const examples: [key: string, icon: LucideIcon, modal: Modal][] = [
  ['share', Users, loaded(() => import('./modals/ShareProjectModal'), 'ShareProjectModal')],
  ['card', CreditCard, loaded(() => import('./modals/AddCardModal'), 'AddCardModal')],
  ['user', UserPen, loaded(() => import('./modals/EditUserModal'), 'EditUserModal')],
  ['otp', MessageSquareLock, loaded(() => import('./modals/OtpModal'), 'OtpModal')],
  ['plan', Crown, loaded(() => import('./modals/UpgradePlanModal'), 'UpgradePlanModal')],
  ['address', House, loaded(() => import('./modals/AddressModal'), 'AddressModal')],
  ['refer', Gift, loaded(() => import('./modals/ReferModal'), 'ReferModal')],
  ['app', AppWindow, loaded(() => import('./modals/CreateAppModal'), 'CreateAppModal')],
  ['twoFactor', ShieldCheck, loaded(() => import('./modals/TwoFactorModal'), 'TwoFactorModal')]
]

export default function ModalExamples() {
  const { t } = useTranslation('modals')
  const [open, setOpen] = useState<string | null>(null)
  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('common:nav.pages') }]} />
      <p className="text-body-secondary">{t('intro')}</p>
      <Row className="g-4">
        {examples.map(([key, Icon, Modal]) => (
          <Col key={key} md={6} xl={4}>
            <Card className="h-100 text-center">
              <CardBody className="d-flex flex-column align-items-center">
                <Icon size={32} aria-hidden="true" className="text-primary mb-3" />
                <h2 className="h5">{t(`${key}.title`)}</h2>
                <p className="text-body-secondary flex-grow-1">{t(`${key}.card`)}</p>
                <Button color="primary" onClick={() => setOpen(key)}>
                  {t('open')} <span className="visually-hidden">{t(`${key}.title`)}</span>
                </Button>
              </CardBody>
            </Card>
            <OnceOpened open={open === key}>
              <Modal isOpen={open === key} onClose={() => setOpen(null)} />
            </OnceOpened>
          </Col>
        ))}
      </Row>
    </>
  )
}

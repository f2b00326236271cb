import { useState, type ComponentType } from 'react'
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
import { AddCardModal } from './modals/AddCardModal'
import { AddressModal } from './modals/AddressModal'
import { CreateAppModal } from './modals/CreateAppModal'
import { EditUserModal } from './modals/EditUserModal'
import { OtpModal } from './modals/OtpModal'
import { ReferModal } from './modals/ReferModal'
import { ShareProjectModal } from './modals/ShareProjectModal'
import { TwoFactorModal } from './modals/TwoFactorModal'
import { UpgradePlanModal } from './modals/UpgradePlanModal'

const examples: [key: string, icon: LucideIcon, modal: ComponentType<PanelProps>][] = [
  ['share', Users, ShareProjectModal],
  ['card', CreditCard, AddCardModal],
  ['user', UserPen, EditUserModal],
  ['otp', MessageSquareLock, OtpModal],
  ['plan', Crown, UpgradePlanModal],
  ['address', House, AddressModal],
  ['refer', Gift, ReferModal],
  ['app', AppWindow, CreateAppModal],
  ['twoFactor', ShieldCheck, TwoFactorModal]
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
            <Modal isOpen={open === key} onClose={() => setOpen(null)} />
          </Col>
        ))}
      </Row>
    </>
  )
}

import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Offcanvas, OffcanvasBody, OffcanvasHeader } from 'reactstrap'
import { chatStatuses, type ChatStatus, type ProfileUser } from '../contract'
import { StatusAvatar } from '../StatusAvatar'
import { useChatText } from '../useChatText'
import { PanelSection, PanelSwitch } from './PanelSection'

export type ProfileSettings = ProfileUser['settings'] & { status: ChatStatus }

interface Props {
  profileUser: ProfileUser
  settings: ProfileSettings
  onChange: (settings: ProfileSettings) => void
  isOpen: boolean
  onClose: () => void
}

/** The choices last for the session: the API has no call that stores them. */
export function ProfilePanel({ profileUser, settings, onChange, isOpen, onClose }: Props) {
  const { t } = useTranslation('chat')
  const { person } = useChatText()
  const titleId = useId()
  return (
    <Offcanvas
      isOpen={isOpen}
      toggle={onClose}
      direction="start"
      className="chat-panel"
      labelledBy={titleId}
      returnFocusAfterClose
    >
      <OffcanvasHeader toggle={onClose} tag="h2">
        <span id={titleId} className="fs-5">
          {t('profile.panel')}
        </span>
      </OffcanvasHeader>
      <OffcanvasBody>
        <div className="text-center mb-4">
          <StatusAvatar
            name={profileUser.fullName}
            src={profileUser.avatar}
            status={settings.status}
            size="lg"
            decorative
          />
          <p className="fs-5 fw-semibold mt-2 mb-0">{profileUser.fullName}</p>
          <p className="text-body-secondary">{person(profileUser.id, 'role', profileUser.role)}</p>
        </div>
        <PanelSection title={t('profile.about')}>
          <p>{person(profileUser.id, 'about', profileUser.about)}</p>
        </PanelSection>
        <fieldset className="mb-4">
          <legend className="chat-section-title px-0">{t('profile.status')}</legend>
          {chatStatuses.map((status) => (
            <div key={status} className="form-check mb-2">
              <input
                className="form-check-input"
                type="radio"
                name="chat-profile-status"
                id={`chat-status-${status}`}
                checked={settings.status === status}
                onChange={() => onChange({ ...settings, status })}
              />
              <label className="form-check-label" htmlFor={`chat-status-${status}`}>
                {t(`statuses.${status}`)}
              </label>
            </div>
          ))}
        </fieldset>
        <PanelSection title={t('profile.settings')}>
          <PanelSwitch
            id="chat-two-step"
            label={t('profile.twoStep')}
            checked={settings.isTwoStepAuthVerificationEnabled}
            onChange={(on) => onChange({ ...settings, isTwoStepAuthVerificationEnabled: on })}
          />
          <PanelSwitch
            id="chat-notifications"
            label={t('profile.notifications')}
            checked={settings.isNotificationsOn}
            onChange={(on) => onChange({ ...settings, isNotificationsOn: on })}
          />
        </PanelSection>
      </OffcanvasBody>
    </Offcanvas>
  )
}

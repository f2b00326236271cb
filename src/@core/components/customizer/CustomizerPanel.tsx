import { useTranslation } from 'react-i18next'
import { Button, Offcanvas, OffcanvasBody, OffcanvasHeader } from 'reactstrap'
import { env } from '@/configs/env'
import {
  contentWidths,
  footerTypes,
  layoutTypes,
  navbarColors,
  navbarTypes,
  skins,
  type Direction,
  type ShownSkin,
  type Skin
} from '@/configs/themeConfig'
import { useAppDispatch } from '@/redux/hooks'
import { resetLayout, updateLayout, type LayoutState } from '@/redux/layout'
import { useLayoutSettings, useRouteOverrides } from '../../hooks/useLayoutSettings'
import { useSkin } from '../../hooks/useSkin'
import { DemoDataSection } from './DemoDataSection'
import { OptionGroup, SwitchRow } from './OptionGroup'
import { ScenarioSection } from './ScenarioSection'

/** Loaded on the first click of the toggle, so its code stays out of the entry chunk. */
export default function CustomizerPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const settings = useLayoutSettings()
  const overrides = useRouteOverrides()
  const { setSkin } = useSkin()

  const set = (patch: Partial<LayoutState>) => dispatch(updateLayout(patch))
  const noteFor = (key: keyof LayoutState) => (key in overrides ? t('customizer.setByRoute') : undefined)
  const options = <T extends string>(values: readonly T[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value || 'none'}`) }))

  return (
    <Offcanvas
      direction="end"
      isOpen={open}
      toggle={onClose}
      className="customizer"
      labelledBy="customizer-title"
    >
      <OffcanvasHeader toggle={onClose}>
        <span id="customizer-title" className="d-block">
          {t('customizer.title')}
        </span>
        <small className="text-body-secondary fw-normal">{t('customizer.subtitle')}</small>
      </OffcanvasHeader>
      <OffcanvasBody>
        <SkinChoice value={settings.skin} onChoose={setSkin} />
        <OptionGroup
          label={t('customizer.contentWidth')}
          value={settings.contentWidth}
          options={options(contentWidths, 'customizer.widths')}
          onChange={(contentWidth) => set({ contentWidth })}
          note={noteFor('contentWidth')}
        />
        <DirectionRow direction={settings.direction} onChange={(direction) => set({ direction })} />
        <OptionGroup
          label={t('customizer.layout')}
          value={settings.layout}
          options={options(layoutTypes, 'customizer.layouts')}
          onChange={(layout) => set({ layout })}
        />
        <SwitchRow
          label={t('customizer.menuCollapsed')}
          checked={settings.menuCollapsed}
          onChange={(menuCollapsed) => set({ menuCollapsed })}
          note={noteFor('menuCollapsed')}
        />
        <SwitchRow
          label={t('customizer.menuHidden')}
          checked={settings.menuHidden}
          onChange={(menuHidden) => set({ menuHidden })}
          note={noteFor('menuHidden')}
        />
        <fieldset className="customizer-section">
          <legend className="customizer-label fs-6">{t('customizer.navbarColor')}</legend>
          <div className="d-flex flex-wrap gap-2">
            {navbarColors.map((color) => (
              <button
                key={color || 'none'}
                type="button"
                className={
                  `color-swatch ${color ? `bg-${color}` : 'bg-body'} ` +
                  (settings.navbarColor === color ? 'active' : '')
                }
                aria-pressed={settings.navbarColor === color}
                aria-label={t(`customizer.colors.${color || 'none'}`)}
                title={t(`customizer.colors.${color || 'none'}`)}
                onClick={() => set({ navbarColor: color })}
              />
            ))}
          </div>
        </fieldset>
        <OptionGroup
          label={t('customizer.navbarType')}
          value={settings.navbarType}
          options={options(navbarTypes, 'customizer.navbarTypes')}
          onChange={(navbarType) => set({ navbarType })}
          note={noteFor('navbarType')}
        />
        <OptionGroup
          label={t('customizer.footerType')}
          value={settings.footerType}
          options={options(footerTypes, 'customizer.footerTypes')}
          onChange={(footerType) => set({ footerType })}
          note={noteFor('footerType')}
        />
        <SwitchRow
          label={t('customizer.keyShortcuts')}
          checked={settings.keyShortcuts}
          onChange={(keyShortcuts) => set({ keyShortcuts })}
        />
        {env.mockApi && (
          <>
            <ScenarioSection />
            <DemoDataSection />
          </>
        )}
        <div className="pt-3">
          <Button color="secondary" outline block onClick={() => dispatch(resetLayout())}>
            {t('customizer.reset')}
          </Button>
        </div>
      </OffcanvasBody>
    </Offcanvas>
  )
}

function SkinChoice({ value, onChoose }: { value: Skin; onChoose: (skin: Skin) => void }) {
  const { t } = useTranslation()
  return (
    <fieldset className="customizer-section">
      <legend className="customizer-label fs-6">{t('customizer.skin')}</legend>
      <div className="d-grid gap-2" style={{ gridTemplateColumns: 'repeat(3, 1fr)' }}>
        {skins.map((skin) => (
          <button
            key={skin}
            type="button"
            className={`skin-option ${value === skin ? 'active' : ''}`}
            aria-pressed={value === skin}
            onClick={() => onChoose(skin)}
          >
            <SkinPreview skin={skin} />
            {t(`customizer.skins.${skin}`)}
          </button>
        ))}
      </div>
    </fieldset>
  )
}

/** A right-to-left language fixes the direction: the switch then says so and waits. */
function DirectionRow(props: { direction: Direction; onChange: (direction: Direction) => void }) {
  const { t, i18n } = useTranslation()
  return (
    <SwitchRow
      label={t('customizer.rtl')}
      checked={props.direction === 'rtl'}
      onChange={(rtl) => props.onChange(rtl ? 'rtl' : 'ltr')}
      note={i18n.dir() === 'rtl' ? t('customizer.setByLanguage') : undefined}
    />
  )
}

function SkinPreview({ skin }: { skin: Skin }) {
  if (skin === 'system')
    return (
      <svg width="56" height="40" viewBox="0 0 56 40" aria-hidden="true">
        <clipPath id="skin-preview-half">
          <rect x="28" width="28" height="40" />
        </clipPath>
        <SkinPicture skin="light" />
        <g clipPath="url(#skin-preview-half)">
          <SkinPicture skin="dark" />
        </g>
      </svg>
    )
  return (
    <svg width="56" height="40" viewBox="0 0 56 40" aria-hidden="true">
      <SkinPicture skin={skin} />
    </svg>
  )
}

function SkinPicture({ skin }: { skin: ShownSkin }) {
  const page = skin === 'dark' ? '#171b26' : '#f5f6fa'
  const menu = skin === 'dark' || skin === 'semi-dark' ? '#222838' : '#ffffff'
  const card = skin === 'dark' ? '#222838' : '#ffffff'
  const stroke = skin === 'bordered' ? '#c9ccd8' : 'none'
  return (
    <>
      <rect width="56" height="40" rx="4" fill={page} stroke="#c9ccd8" />
      <rect x="2" y="2" width="14" height="36" rx="2" fill={menu} stroke={stroke} />
      <rect x="19" y="4" width="34" height="6" rx="2" fill={card} stroke={stroke} />
      <rect x="19" y="13" width="34" height="23" rx="2" fill={card} stroke={stroke} />
    </>
  )
}

import { useId, useState } from 'react'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Dialog, DialogContent, DialogTitle } from '#app/components/ui/dialog.tsx'
import { HeroPortrait } from '#app/components/ui/hero-portrait.tsx'
import { IconButton } from '#app/components/ui/icon-button.tsx'
import { CloseIcon } from '#app/components/ui/icons/close.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { TabList } from '#app/components/ui/tab-list.tsx'
import { useResource } from '#app/hooks/use-resource.ts'
import { useScreenAtLeast } from '#app/hooks/use-screen-at-least.ts'
import { useSlugInAddress } from '#app/hooks/use-slug-in-address.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import type { HeroDetailView } from '#app/payloads/dataset-payloads.ts'
import { HeroArt } from './hero-art.tsx'
import { HeroAvailability } from './hero-availability.tsx'
import styles from './hero-detail-modal.module.css'
import { HeroFacts } from './hero-facts.tsx'
import { HeroFodder, HeroFodderValue } from './hero-fodder.tsx'
import { HeroSkills } from './hero-skills.tsx'
import { StatsCalculator } from './stats-calculator.tsx'

/** What `/api/heroes/:key` answers (app/routes/api.heroes.ts). */
type HeroDetailResource = HeroDetailView | { readonly error: 'not-found' }

type HeroDetailState =
  | { readonly status: 'loading' }
  | { readonly status: 'not-found' }
  | { readonly status: 'failed'; readonly retry: () => void }
  | { readonly status: 'ready'; readonly view: HeroDetailView }

/** The dialog's title until the hero is there. */
const TITLE_KEYS = {
  loading: 'heroDetail.loading',
  'not-found': 'heroDetail.notFoundTitle',
  failed: 'heroDetail.failedTitle',
} as const

/** The hero's detail, asked of `/api/heroes/:key` when the view opens (no page pays for it). */
function useHeroDetail(heroKey: string): HeroDetailState {
  const resource = useResource<HeroDetailResource>(`/api/heroes/${encodeURIComponent(heroKey)}`)
  switch (resource.status) {
    case 'idle':
    case 'loading':
      return { status: 'loading' }
    case 'failed':
      return resource
    case 'ready':
      return 'error' in resource.data
        ? { status: 'not-found' }
        : { status: 'ready', view: resource.data }
  }
}

/** The dialog itself, loaded with its code only when a hero is opened (by slug, or old id). */
export function HeroDetailModal({ heroKey, onClose }: { heroKey: string; onClose: () => void }) {
  const t = useTranslate()
  const isPhone = useScreenAtLeast('sm') === false
  const state = useHeroDetail(heroKey)
  useSlugInAddress('unit', heroKey, state.status === 'ready' ? state.view.hero.slug : null)
  const name = state.status === 'ready' ? state.view.hero.fullName : t(TITLE_KEYS[state.status])
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={isPhone}
      maxWidth="md"
      fullWidth
      className={styles.dialog}
    >
      <DialogTitle className={styles.title}>
        {state.status === 'ready' ? (
          <HeroPortrait
            src={state.view.arts?.portrait ?? null}
            name={state.view.hero.name}
            size={48}
          />
        ) : null}
        <span className={styles.name}>{name}</span>
      </DialogTitle>
      <IconButton label={t('heroDetail.close')} onClick={onClose} className={styles.close}>
        <CloseIcon />
      </IconButton>
      <DialogContent className={styles.content}>
        {state.status === 'loading' ? (
          <div className={styles.loading}>
            <Spinner label={t('heroDetail.loading')} />
          </div>
        ) : state.status === 'not-found' ? (
          <Alert severity="warning">{t('heroDetail.notFound')}</Alert>
        ) : state.status === 'failed' ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={state.retry}>
                {t('data.retry')}
              </Button>
            }
          >
            {t('heroDetail.failed')}
          </Alert>
        ) : (
          <HeroDetailTabs view={state.view} />
        )}
      </DialogContent>
    </Dialog>
  )
}

const TABS = ['stats', 'skills', 'availability', 'fodder', 'fodderValue', 'art'] as const
type DetailTab = (typeof TABS)[number]

function HeroDetailTabs({ view }: { view: HeroDetailView }) {
  const t = useTranslate()
  const [tab, setTab] = useState<DetailTab>('stats')
  const baseId = useId()
  return (
    <>
      <HeroFacts view={view} />
      <TabList
        label={t('heroDetail.tabsLabel')}
        value={tab}
        options={TABS.map((name) => ({
          value: name,
          label: t(`heroDetail.tabs.${name}`),
          id: `${baseId}-tab-${name}`,
          controls: `${baseId}-panel-${name}`,
        }))}
        onChange={setTab}
        hasScrollButtons
        className={styles.tabs}
      />
      <div role="tabpanel" id={`${baseId}-panel-${tab}`} aria-labelledby={`${baseId}-tab-${tab}`}>
        {tab === 'stats' ? <StatsCalculator view={view} /> : null}
        {tab === 'skills' ? <HeroSkills view={view} /> : null}
        {tab === 'availability' ? <HeroAvailability view={view} /> : null}
        {tab === 'fodder' ? <HeroFodder view={view} /> : null}
        {tab === 'fodderValue' ? <HeroFodderValue view={view} /> : null}
        {tab === 'art' ? <HeroArt view={view} /> : null}
      </div>
    </>
  )
}

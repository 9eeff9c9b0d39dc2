import CloseIcon from '@mui/icons-material/Close'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useId, useState } from 'react'
import { HeroPortrait } from '#app/components/ui/hero-portrait.tsx'
import { useScreenAtLeast } from '#app/hooks/use-screen-at-least.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import type { HeroDetailView } from '#app/payloads/dataset-payloads.ts'
import { useHeroDetail } from '../use-hero-detail.ts'
import { HeroArt } from './hero-art.tsx'
import { HeroAvailability } from './hero-availability.tsx'
import { HeroFacts } from './hero-facts.tsx'
import { HeroFodder, HeroFodderValue } from './hero-fodder.tsx'
import { HeroSkills } from './hero-skills.tsx'
import { StatsCalculator } from './stats-calculator.tsx'

/** The dialog's title until the hero is there. */
const TITLE_KEYS = {
  loading: 'heroDetail.loading',
  'not-found': 'heroDetail.notFoundTitle',
  failed: 'heroDetail.failedTitle',
} as const

/** The dialog itself, loaded with its code only when a hero is opened. */
export function HeroDetailModal({ heroId, onClose }: { heroId: string; onClose: () => void }) {
  const t = useTranslate()
  const isPhone = useScreenAtLeast('sm') === false
  const state = useHeroDetail(heroId)
  const titleId = useId()
  const name = state.status === 'ready' ? state.view.hero.fullName : t(TITLE_KEYS[state.status])
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={isPhone}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pr: 7 }}>
        {state.status === 'ready' ? (
          <HeroPortrait
            src={state.view.arts?.portrait ?? null}
            name={state.view.hero.name}
            size={48}
          />
        ) : null}
        <Box component="span" sx={{ minWidth: 0 }}>
          {name}
        </Box>
      </DialogTitle>
      <IconButton
        aria-label={t('heroDetail.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 } }}>
        {state.status === 'loading' ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label={t('heroDetail.loading')} />
          </Box>
        ) : state.status === 'not-found' ? (
          <Alert severity="warning">{t('heroDetail.notFound')}</Alert>
        ) : state.status === 'failed' ? (
          <Alert severity="error">{t('heroDetail.failed')}</Alert>
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
      <Tabs
        value={tab}
        onChange={(_event, next: DetailTab) => setTab(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`heroDetail.tabs.${name}`)}
            id={`${baseId}-tab-${name}`}
            aria-controls={`${baseId}-panel-${name}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${baseId}-panel-${tab}`} aria-labelledby={`${baseId}-tab-${tab}`}>
        {tab === 'stats' ? <StatsCalculator view={view} /> : null}
        {tab === 'skills' ? <HeroSkills view={view} /> : null}
        {tab === 'availability' ? <HeroAvailability view={view} /> : null}
        {tab === 'fodder' ? <HeroFodder view={view} /> : null}
        {tab === 'fodderValue' ? <HeroFodderValue view={view} /> : null}
        {tab === 'art' ? <HeroArt view={view} /> : null}
      </Box>
    </>
  )
}

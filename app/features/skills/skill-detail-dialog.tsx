import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { type ReactNode, useId, useState } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { Chip } from '#app/components/ui/chip.tsx'
import { HeroPortrait } from '#app/components/ui/hero-portrait.tsx'
import {
  AvailabilityLabels,
  formatEffectiveness,
  formatRestrictions,
  SlotIcon,
} from '#app/components/ui/skill-cells.tsx'
import { ToggleChoice } from '#app/components/ui/toggle-button.tsx'
import { sortOwnersByAvailability } from '#app/domain/availability.ts'
import { sortByText } from '#app/domain/search.ts'
import type { SkillView, SkillViewNeighbour } from '#app/features/skills/skill-view.ts'
import { useScreenAtLeast } from '#app/hooks/use-screen-at-least.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { OPENED_IN_PAGE, toHeroSearch, toSkillSearch } from '#app/lib/detail-links.ts'
import { SkillDescription } from './components/skill-description.tsx'
import { type SkillViewState, useSkillView } from './use-skill-view.ts'

function useDetailLinks() {
  const [params] = useSearchParams()
  return {
    skill: (id: string) => toSkillSearch(params, id),
    hero: (id: string) => toHeroSearch(params, id),
  }
}

/** The dialog's title until the skill is there. */
const TITLE_KEYS = {
  loading: 'skillDetail.loading',
  'not-found': 'skillDetail.notFoundTitle',
  error: 'skillDetail.failedTitle',
} as const

/**
 * The skill detail view (`?skill=<id>` on any page): a dialog, full screen below sm. Closing
 * removes `?skill=`; when a link of this site opened it, closing goes back instead.
 */
export function SkillDetailDialog({ skillId }: { skillId: string }) {
  const t = useTranslate()
  const isFullScreen = useScreenAtLeast('sm') === false
  const titleId = useId()
  const location = useLocation()
  const navigate = useNavigate()
  const [, setParams] = useSearchParams()
  const state = useSkillView(skillId)
  const close = () => {
    if ((location.state as typeof OPENED_IN_PAGE | null)?.isOpenedInPage) {
      navigate(-1)
      return
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('skill')
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  }
  const name = state.status === 'ready' ? state.view.skill.name : t(TITLE_KEYS[state.status])
  return (
    <Dialog
      open
      onClose={close}
      fullScreen={isFullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pr: 7 }}>
        {state.status === 'ready' ? <SlotIcon category={state.view.skill.category} /> : null}
        <Box component="span" sx={{ fontWeight: 700 }}>
          {name}
        </Box>
      </DialogTitle>
      <IconButton
        aria-label={t('skillDetail.close')}
        onClick={close}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <SkillDetailContent state={state} />
      </DialogContent>
    </Dialog>
  )
}

function SkillDetailContent({ state }: { state: SkillViewState }) {
  const t = useTranslate()
  switch (state.status) {
    case 'loading':
      return (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('skillDetail.loading')} />
        </Box>
      )
    case 'not-found':
      return <Typography>{t('skillDetail.notFound')}</Typography>
    case 'error':
      return <Typography>{t('skillDetail.failed')}</Typography>
    case 'ready':
      return <SkillDetailBody view={state.view} />
    default: {
      const unknown: never = state
      throw new Error(`Unknown state ${JSON.stringify(unknown)}`)
    }
  }
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2.5 }}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  )
}

function SkillDetailBody({ view }: { view: SkillView }) {
  const t = useTranslate()
  const links = useDetailLinks()
  const { skill } = view
  const stat = (label: string, value: number | string | null) =>
    value === null ? null : (
      <Chip key={label} size="small" variant="outlined" label={`${label} ${value}`} />
    )
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        <Chip size="small" label={t(`skills.slots.${skill.category}`)} />
        {stat(t('skills.columns.tier'), skill.tier)}
        {stat(t('skills.columns.sp'), skill.sp)}
        {stat(t('skills.columns.cooldown'), skill.cooldown)}
        {stat(t('skills.columns.might'), skill.might)}
        {stat(t('skills.columns.range'), skill.range)}
        {skill.effectiveness.length > 0
          ? stat(t('skills.columns.effectiveness'), formatEffectiveness(t, skill.effectiveness))
          : null}
        <Chip
          size="small"
          colour={skill.isExclusive ? 'error' : 'default'}
          variant="outlined"
          label={`${t('skillDetail.canUse')}: ${formatRestrictions(t, skill)}`}
        />
      </Box>
      {view.base ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          <Link to={links.skill(view.base.id)} state={OPENED_IN_PAGE}>
            {t('skillDetail.refineOf', { name: view.base.name })}
          </Link>
        </Typography>
      ) : null}
      <Section title={t('skillDetail.description')}>
        <SkillDescription description={view.description} />
      </Section>
      <Section title={t('skillDetail.availability')}>
        <AvailabilityLabels lowestRarities={view.ownersLowestRarities} />
      </Section>
      <Section title={t('skillDetail.ratings')}>
        <Typography>
          {skill.ratings?.rating
            ? t('skillDetail.ratingValue', {
                rating: skill.ratings.rating,
                grade: skill.ratings.grade ?? t('skills.none'),
              })
            : t('skillDetail.noRating')}
        </Typography>
      </Section>
      {view.downgrades.length > 0 ? (
        <Section title={t('skillDetail.downgrades')}>
          <NeighbourList skills={view.downgrades} />
        </Section>
      ) : null}
      {view.upgrades.length > 0 ? (
        <Section title={t('skillDetail.upgrades')}>
          <NeighbourList skills={view.upgrades} />
        </Section>
      ) : null}
      <OwnersSection view={view} />
    </Box>
  )
}

function NeighbourList({ skills }: { skills: readonly SkillViewNeighbour[] }) {
  const t = useTranslate()
  const links = useDetailLinks()
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {skills.map((neighbour) => (
        <Box
          component="li"
          key={neighbour.id}
          sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, py: 0.5 }}
        >
          <SlotIcon category={neighbour.category} />
          <Link to={links.skill(neighbour.id)} state={OPENED_IN_PAGE}>
            {neighbour.name}
          </Link>
          {neighbour.sp === null ? null : (
            <Typography variant="body2" color="text.secondary">
              {t('skills.columns.sp')} {neighbour.sp}
            </Typography>
          )}
          {neighbour.isExclusive ? (
            <Chip size="small" colour="error" label={t('skills.exclusive')} />
          ) : null}
          <AvailabilityLabels lowestRarities={neighbour.ownersLowestRarities} />
        </Box>
      ))}
    </Box>
  )
}

function OwnersSection({ view }: { view: SkillView }) {
  const t = useTranslate()
  const links = useDetailLinks()
  const [order, setOrder] = useState<'availability' | 'name'>('availability')
  const owners =
    order === 'availability'
      ? sortOwnersByAvailability(view.owners)
      : sortByText(view.owners, (owner) => owner.fullName)
  return (
    <Section title={`${t('skillDetail.owners')} (${view.owners.length})`}>
      {view.owners.length === 0 ? (
        <Typography color="text.secondary">{t('skillDetail.noOwner')}</Typography>
      ) : (
        <>
          <Box sx={{ mb: 1 }}>
            <ToggleChoice<'availability' | 'name'>
              label={t('skillDetail.sortOwners')}
              options={[
                { value: 'availability', label: t('skillDetail.sortByAvailability') },
                { value: 'name', label: t('skillDetail.sortByName') },
              ]}
              value={order}
              onChange={setOrder}
            />
          </Box>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {owners.map((owner) => (
              <Box
                component="li"
                key={owner.heroId}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  flexWrap: 'wrap',
                  gap: 1,
                  py: 0.5,
                  borderBottom: 1,
                  borderColor: 'divider',
                }}
              >
                <HeroPortrait src={owner.portrait} name={owner.fullName} size={40} />
                <Link to={links.hero(owner.heroId)} state={OPENED_IN_PAGE}>
                  {owner.fullName}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {t('skillDetail.unlockRarity', { rarity: owner.unlockRarity })}
                </Typography>
                <AvailabilityLabels lowestRarities={owner.lowestRarities} />
              </Box>
            ))}
          </Box>
        </>
      )}
    </Section>
  )
}

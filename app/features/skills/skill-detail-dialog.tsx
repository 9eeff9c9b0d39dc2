import { type ReactNode, useId, useState } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Chip } from '#app/components/ui/chip.tsx'
import { Dialog, DialogContent, DialogTitle } from '#app/components/ui/dialog.tsx'
import { HeroPortrait } from '#app/components/ui/hero-portrait.tsx'
import { IconButton } from '#app/components/ui/icon-button.tsx'
import { CloseIcon } from '#app/components/ui/icons/close.tsx'
import list from '#app/components/ui/list.module.css'
import {
  AvailabilityLabels,
  formatEffectiveness,
  formatRestrictions,
  SlotIcon,
} from '#app/components/ui/skill-cells.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { ToggleChoice } from '#app/components/ui/toggle-button.tsx'
import { sortOwnersByAvailability } from '#app/domain/availability.ts'
import { sortByText } from '#app/domain/search.ts'
import { type Resource, useResource } from '#app/hooks/use-resource.ts'
import { useScreenAtLeast } from '#app/hooks/use-screen-at-least.ts'
import { useSlugInAddress } from '#app/hooks/use-slug-in-address.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { OPENED_IN_PAGE, type Slugged, toHeroSearch, toSkillSearch } from '#app/lib/detail-links.ts'
import { SkillDescription } from './components/skill-description.tsx'
import styles from './skill-detail-dialog.module.css'
import type { SkillView, SkillViewAnswer, SkillViewNeighbour } from './skill-view.ts'

function useDetailLinks() {
  const [params] = useSearchParams()
  return {
    skill: (skill: Slugged) => toSkillSearch(params, skill),
    hero: (hero: Slugged) => toHeroSearch(params, hero),
  }
}

/** The dialog's title until the skill is there. */
const TITLE_KEYS = {
  loading: 'skillDetail.loading',
  'not-found': 'skillDetail.notFoundTitle',
  failed: 'skillDetail.failedTitle',
} as const

/** What the dialog shows: the skill, or why not yet (the unknown id comes back as a value). */
type SkillViewState =
  | { readonly status: 'loading' | 'not-found' }
  | { readonly status: 'failed'; readonly retry: () => void }
  | { readonly status: 'ready'; readonly view: SkillView }

function toViewState(skill: Resource<SkillViewAnswer>): SkillViewState {
  switch (skill.status) {
    case 'idle':
    case 'loading':
      return { status: 'loading' }
    case 'failed':
      return { status: 'failed', retry: skill.retry }
    case 'ready':
      return 'error' in skill.data ? { status: 'not-found' } : { status: 'ready', view: skill.data }
  }
}

/**
 * The skill detail view (`?skill=<slug>`, or an old link's id, on any page): a dialog, full
 * screen below sm. Closing removes `?skill=`; when a link of this site opened it, closing goes
 * back instead.
 */
export function SkillDetailDialog({ skillKey }: { skillKey: string }) {
  const t = useTranslate()
  const isFullScreen = useScreenAtLeast('sm') === false
  const location = useLocation()
  const navigate = useNavigate()
  const [, setParams] = useSearchParams()
  const state = toViewState(
    useResource<SkillViewAnswer>(`/api/skills/${encodeURIComponent(skillKey)}`),
  )
  useSlugInAddress('skill', skillKey, state.status === 'ready' ? state.view.skill.slug : null)
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
      className={styles.dialog}
    >
      <DialogTitle className={styles.title}>
        {state.status === 'ready' ? <SlotIcon category={state.view.skill.category} /> : null}
        <span className={styles.name}>{name}</span>
      </DialogTitle>
      <IconButton label={t('skillDetail.close')} onClick={close} className={styles.close}>
        <CloseIcon />
      </IconButton>
      <DialogContent className={styles.content}>
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
        <div className={styles.loading}>
          <Spinner label={t('skillDetail.loading')} />
        </div>
      )
    case 'not-found':
      return <p className={styles.text}>{t('skillDetail.notFound')}</p>
    case 'failed':
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={state.retry}>
              {t('data.retry')}
            </Button>
          }
        >
          {t('skillDetail.failed')}
        </Alert>
      )
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
    <section aria-labelledby={headingId} className={styles.section}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
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
    <div>
      <div className={styles.facts}>
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
      </div>
      {view.base ? (
        <p className={styles.refineOf}>
          <Link to={links.skill(view.base)} state={OPENED_IN_PAGE}>
            {t('skillDetail.refineOf', { name: view.base.name })}
          </Link>
        </p>
      ) : null}
      <Section title={t('skillDetail.description')}>
        <SkillDescription description={view.description} />
      </Section>
      <Section title={t('skillDetail.availability')}>
        <AvailabilityLabels lowestRarities={view.ownersLowestRarities} />
      </Section>
      {view.preInheritance ? (
        <Section title={t('skillDetail.preInheritance')}>
          <p className={styles.text}>{t('skillDetail.preInheritanceHint')}</p>
          <AvailabilityLabels lowestRarities={view.preInheritance} />
        </Section>
      ) : null}
      <Section title={t('skillDetail.ratings')}>
        <p className={styles.text}>
          {skill.ratings?.rating
            ? t('skillDetail.ratingValue', {
                rating: skill.ratings.rating,
                grade: skill.ratings.grade ?? t('skills.none'),
              })
            : t('skillDetail.noRating')}
        </p>
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
    </div>
  )
}

function NeighbourList({ skills }: { skills: readonly SkillViewNeighbour[] }) {
  const t = useTranslate()
  const links = useDetailLinks()
  return (
    <ul className={list.plainList}>
      {skills.map((neighbour) => (
        <li key={neighbour.id} className={styles.neighbour}>
          <SlotIcon category={neighbour.category} />
          <Link to={links.skill(neighbour)} state={OPENED_IN_PAGE}>
            {neighbour.name}
          </Link>
          {neighbour.sp === null ? null : (
            <span className={styles.secondary}>
              {t('skills.columns.sp')} {neighbour.sp}
            </span>
          )}
          {neighbour.isExclusive ? (
            <Chip size="small" colour="error" label={t('skills.exclusive')} />
          ) : null}
          <AvailabilityLabels lowestRarities={neighbour.ownersLowestRarities} />
        </li>
      ))}
    </ul>
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
        <p className={styles.noOwner}>{t('skillDetail.noOwner')}</p>
      ) : (
        <>
          <div className={styles.ownerOrder}>
            <ToggleChoice<'availability' | 'name'>
              label={t('skillDetail.sortOwners')}
              options={[
                { value: 'availability', label: t('skillDetail.sortByAvailability') },
                { value: 'name', label: t('skillDetail.sortByName') },
              ]}
              value={order}
              onChange={setOrder}
            />
          </div>
          <ul className={list.plainList}>
            {owners.map((owner) => (
              <li key={owner.heroId} className={styles.owner}>
                <HeroPortrait src={owner.portrait} name={owner.fullName} size={40} />
                <Link to={links.hero(owner)} state={OPENED_IN_PAGE}>
                  {owner.fullName}
                </Link>
                <span className={styles.secondary}>
                  {t('skillDetail.unlockRarity', { rarity: owner.unlockRarity })}
                </span>
                <AvailabilityLabels lowestRarities={owner.lowestRarities} />
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  )
}

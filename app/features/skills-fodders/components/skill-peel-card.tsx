import type { ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { Chip } from '#app/components/ui/chip.tsx'
import { formatRestrictions, SlotIcon } from '#app/components/ui/skill-cells.tsx'
import type {
  PeeledTier,
  PeelerHero,
  RuleOutReason,
  SkillPeel,
  TierPath,
} from '#app/domain/peeler.ts'
import { type Translate, useTranslate } from '#app/i18n/i18n.tsx'
import { OPENED_IN_PAGE, toHeroSearch, toSkillSearch } from '#app/lib/detail-links.ts'
import { Disclosure } from './disclosure.tsx'
import { DonorNotes, DonorsTable } from './donors-table.tsx'
import styles from './skill-peel-card.module.css'

/** The easiest few ways; more splits of a long chain add little. */
const SHOWN_PATHS = 4

function slotsText(t: Translate, slots: number): string {
  return slots === 1 ? t('skillsFodders.slotsOne') : t('skillsFodders.slots', { count: slots })
}

function ruleOutText(t: Translate, reason: RuleOutReason, target: PeelerHero): string {
  return t(`skillsFodders.ruleOut.${reason}`, {
    hero: target.fullName,
    move: t(`skills.moves.${target.moveType}`),
    weapon: t(`skills.weaponTypes.${target.weaponType}`),
  })
}

function PathList({ paths, peel }: { paths: readonly TierPath[]; peel: SkillPeel }) {
  const t = useTranslate()
  const [params] = useSearchParams()
  const nameOf = (skillId: string) =>
    peel.tiers.find((tier) => tier.skill.id === skillId)?.skill.name ?? skillId
  return (
    <ol className={styles.paths}>
      {paths.slice(0, SHOWN_PATHS).map((path) => (
        <li key={path.steps.map((step) => step.skillId).join('+')}>
          <span className={styles.pathDonors}>
            {path.steps.length === 1
              ? t('skillsFodders.pathOneDonor')
              : t('skillsFodders.pathDonors', { count: path.steps.length })}
            {': '}
          </span>
          {path.steps.map((step, index) => (
            <span key={step.skillId}>
              {index > 0 ? t('skillsFodders.pathThen') : null}
              {t('skillsFodders.pathStep', { skill: nameOf(step.skillId) })}{' '}
              <Link
                to={toHeroSearch(params, step.donor.hero)}
                state={OPENED_IN_PAGE}
                preventScrollReset
                className={styles.link}
              >
                {step.donor.hero.fullName}
              </Link>{' '}
              ({t(`skills.availability.${step.donor.category}`)}, {slotsText(t, step.slots)}){' '}
              <DonorNotes donor={step.donor} />
            </span>
          ))}
        </li>
      ))}
    </ol>
  )
}

/** A tier's heading (in a lower tier's summary, the line that opens it), and its target's mark. */
function TierTitle({ tier, target }: { tier: PeeledTier; target: PeelerHero | null }) {
  const t = useTranslate()
  return (
    <div className={styles.tierTitle}>
      <h3 className={styles.subtitle}>
        {tier.donors.length === 1
          ? t('skillsFodders.holdersOne', { skill: tier.skill.name })
          : t('skillsFodders.holders', { skill: tier.skill.name, count: tier.donors.length })}
      </h3>
      {target && tier.isOwnedByTarget ? (
        <Chip
          size="small"
          colour="info"
          label={t('skillsFodders.targetHas', { hero: target.fullName })}
        />
      ) : null}
    </div>
  )
}

/**
 * One picked skill: the player's own fodder for it (`owned`, when shown), how to get it
 * (paths), then who holds it and each lower tier.
 */
export function SkillPeelCard({
  peel,
  target,
  owned = null,
}: {
  peel: SkillPeel
  target: PeelerHero | null
  owned?: ReactNode
}) {
  const t = useTranslate()
  const [params] = useSearchParams()
  const [top, ...lower] = peel.tiers
  const ruledOut = peel.tiers.find((tier) => tier.ruleOut !== null && !tier.isOwnedByTarget)
  const isOwned = top?.isOwnedByTarget ?? false
  return (
    <section aria-label={peel.skill.name} data-testid="skill-peel" className={styles.card}>
      <div className={styles.header}>
        <SlotIcon category={peel.skill.category} />
        <h2 className={styles.name}>
          <Link
            to={toSkillSearch(params, peel.skill)}
            state={OPENED_IN_PAGE}
            preventScrollReset
            className={styles.link}
          >
            {peel.skill.name}
          </Link>
        </h2>
        <p className={styles.restrictions}>{formatRestrictions(t, peel.skill)}</p>
      </div>
      {target && isOwned ? (
        <Alert severity="info">{t('skillsFodders.targetOwns', { hero: target.fullName })}</Alert>
      ) : target && ruledOut?.ruleOut ? (
        <Alert severity="warning" data-testid="ruled-out">
          {ruleOutText(t, ruledOut.ruleOut, target)}
        </Alert>
      ) : peel.skill.isExclusive ? (
        <Alert severity="warning">{t('skillsFodders.exclusive')}</Alert>
      ) : null}
      {owned}
      {peel.paths.length > 0 ? (
        <div>
          <h3 className={styles.pathsTitle}>{t('skillsFodders.pathsTitle')}</h3>
          <p className={styles.pathsHelp}>{t('skillsFodders.pathsHelp')}</p>
          <PathList paths={peel.paths} peel={peel} />
        </div>
      ) : null}
      {top ? (
        <div>
          <TierTitle tier={top} target={target} />
          <DonorsTable donors={top.donors} caption={top.skill.name} />
        </div>
      ) : null}
      {lower.length > 0 ? (
        <div>
          {lower.map((tier) => (
            // Closed tiers render nothing: a pick shows its donors sooner.
            <Disclosure
              key={tier.skill.id}
              isLazy
              summary={<TierTitle tier={tier} target={target} />}
            >
              <DonorsTable donors={tier.donors} caption={tier.skill.name} />
            </Disclosure>
          ))}
        </div>
      ) : null}
    </section>
  )
}

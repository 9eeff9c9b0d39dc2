import { Button } from '#app/components/ui/button.tsx'
import { classNames } from '#app/components/ui/class-names.ts'
import { HeroCombobox } from '#app/components/ui/hero-combobox.tsx'
import { HeroPortrait } from '#app/components/ui/hero-portrait.tsx'
import { IconButton } from '#app/components/ui/icon-button.tsx'
import { CloseIcon } from '#app/components/ui/icons/close.tsx'
import { WarningAmberIcon } from '#app/components/ui/icons/warning-amber.tsx'
import { Panel } from '#app/components/ui/panel.tsx'
import { HeroLink, SkillLink, SkillRating } from '#app/components/ui/planner-skill.tsx'
import { SlotIcon } from '#app/components/ui/skill-cells.tsx'
import { FORMA_SLOTS } from '#app/domain/hall-of-forms.ts'
import type { HeroId } from '#app/domain/hero.ts'
import type { SkillId } from '#app/domain/skill.ts'
import {
  type Hall,
  listHallExclusions,
  type OptionSkill,
  sumKitSp,
} from '#app/domain/skill-options.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import type { PlannerData, PlannerHero } from '#app/payloads/planner-data.ts'
import type { FormaHero, FormaSlot } from '../hall-of-forms-storage.ts'
import styles from './forma-hero-card.module.css'

type FormaHeroCardProps = {
  readonly position: number
  readonly entry: FormaHero
  readonly planner: PlannerData | null
  readonly hall: Hall | null
  /** This card's kit is the one the skill browser changes. */
  readonly isActive: boolean
  readonly onHeroChange: (heroId: HeroId | null) => void
  readonly onChooseSlot: (slot: FormaSlot) => void
  readonly onUnequip: (slot: FormaSlot) => void
}

/** The id of a card's heading, which the skill browser's "back" button focuses. */
export function formaHeroHeadingId(position: number): string {
  return `forma-hero-${position + 1}`
}

/** One Forma hero: who, its six slots (each can be chosen or emptied), its total SP. */
export function FormaHeroCard({
  position,
  entry,
  planner,
  hall,
  isActive,
  onHeroChange,
  onChooseSlot,
  onUnequip,
}: FormaHeroCardProps) {
  const t = useTranslate()
  const headingId = formaHeroHeadingId(position)
  const label = t('hallOfForms.hero.heading', { number: position + 1 })
  const hero = entry.heroId === null ? null : (planner?.heroesById.get(entry.heroId) ?? null)
  const kit = FORMA_SLOTS.map((slot) => {
    const skillId = entry.kit[slot]
    return { slot, skill: skillId === null ? null : (planner?.skillsById.get(skillId) ?? null) }
  })
  return (
    <Panel
      aria-labelledby={headingId}
      className={classNames(styles.card, isActive && styles.active)}
    >
      <h2 id={headingId} tabIndex={-1} className={styles.heading}>
        {label}
      </h2>
      <HeroCombobox
        label={t('hallOfForms.hero.pick')}
        noMatchText={t('hallOfForms.hero.noMatch')}
        heroes={planner?.heroes ?? []}
        value={hero}
        onChange={onHeroChange}
        isDisabled={planner === null}
      />
      {entry.heroId !== null && planner !== null && hero === null && (
        <p className={styles.warning}>{t('hallOfForms.hero.unknown', { id: entry.heroId })}</p>
      )}
      {hero && <HeroSummary hero={hero} />}
      <ul className={styles.kit}>
        {kit.map(({ slot, skill }) => (
          <KitSlot
            key={slot}
            slot={slot}
            skillId={entry.kit[slot]}
            skill={skill}
            hall={hall}
            heroLabel={label}
            canChoose={hero !== null}
            onChoose={() => onChooseSlot(slot)}
            onUnequip={() => onUnequip(slot)}
          />
        ))}
      </ul>
      <p className={styles.total}>
        {t('hallOfForms.hero.totalSp', { sp: sumKitSp(kit.map(({ skill }) => skill)) })}
      </p>
    </Panel>
  )
}

function HeroSummary({ hero }: { hero: PlannerHero }) {
  const t = useTranslate()
  return (
    <div className={styles.hero}>
      <HeroPortrait src={hero.portrait} name={hero.name} size={40} />
      <div className={styles.shrinkable}>
        <HeroLink hero={hero} />
        <p className={styles.secondary}>
          {[
            t(`units.weaponTypes.${hero.weaponType}`),
            t(`units.moveTypes.${hero.moveType}`),
            hero.rating === null ? null : t('hallOfForms.hero.rating', { rating: hero.rating }),
          ]
            .filter((part) => part !== null)
            .join(' · ')}
        </p>
      </div>
    </div>
  )
}

type KitSlotProps = {
  readonly slot: FormaSlot
  readonly skillId: SkillId | null
  readonly skill: OptionSkill | null
  readonly hall: Hall | null
  readonly heroLabel: string
  readonly canChoose: boolean
  readonly onChoose: () => void
  readonly onUnequip: () => void
}

function KitSlot({
  slot,
  skillId,
  skill,
  hall,
  heroLabel,
  canChoose,
  onChoose,
  onUnequip,
}: KitSlotProps) {
  const t = useTranslate()
  const slotName = t(`skills.slots.${slot}`)
  const exclusions = skill && hall ? listHallExclusions(skill, hall) : []
  return (
    <li className={styles.slot}>
      <SlotIcon category={slot} />
      <div className={styles.shrinkable}>
        {skill ? (
          <>
            <SkillLink skill={skill} />{' '}
            <span className={styles.secondary}>
              {t('hallOfForms.skill.sp', { sp: skill.sp ?? 0 })}
            </span>
            <div className={styles.rating}>
              <SkillRating skill={skill} />
            </div>
          </>
        ) : (
          <p className={styles.secondary}>
            {skillId === null ? t('hallOfForms.skill.empty') : t('hallOfForms.skill.unknown')}
          </p>
        )}
        {exclusions.length > 0 && (
          <p className={styles.exclusions}>
            <WarningAmberIcon className={styles.exclusionIcon} />
            {exclusions.map((code) => t(`hallOfForms.exclusions.${code}`)).join(' · ')}
          </p>
        )}
      </div>
      <div className={styles.slotButtons}>
        <Button
          size="small"
          disabled={!canChoose}
          onClick={onChoose}
          aria-label={t('hallOfForms.skill.chooseLabel', { slot: slotName, hero: heroLabel })}
        >
          {t('hallOfForms.skill.choose')}
        </Button>
        {skillId !== null && (
          <IconButton
            size="small"
            onClick={onUnequip}
            label={t('hallOfForms.skill.unequipLabel', {
              skill: skill?.name ?? slotName,
              hero: heroLabel,
            })}
          >
            <CloseIcon className={styles.unequipIcon} />
          </IconButton>
        )}
      </div>
    </li>
  )
}

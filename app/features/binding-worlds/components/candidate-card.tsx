import { useId } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { Chip } from '#app/components/ui/chip.tsx'
import { classNames } from '#app/components/ui/class-names.ts'
import { HeroPortrait } from '#app/components/ui/hero-portrait.tsx'
import { DeleteIcon } from '#app/components/ui/icons/delete.tsx'
import { EditIcon } from '#app/components/ui/icons/edit.tsx'
import { Panel } from '#app/components/ui/panel.tsx'
import { HeroLink, SkillLink, SkillRating } from '#app/components/ui/planner-skill.tsx'
import { SlotIcon } from '#app/components/ui/skill-cells.tsx'
import { sumKitSp } from '#app/domain/skill-options.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import type { PlannerData } from '#app/payloads/planner-data.ts'
import { CANDIDATE_SLOTS, type Candidate } from '../binding-worlds-storage.ts'
import styles from './candidate-card.module.css'
import { loadCandidateEditor, loadDeleteDialog } from './lazy-candidate-parts.ts'

type CandidateCardProps = {
  readonly candidate: Candidate
  readonly planner: PlannerData
  readonly onEdit: () => void
  readonly onDelete: () => void
}

/** One candidate as the list shows it: level, hero, ratings, asset and flaw, notes, kit, SP. */
export function CandidateCard({ candidate, planner, onEdit, onDelete }: CandidateCardProps) {
  const t = useTranslate()
  const headingId = useId()
  const hero = planner.heroesById.get(candidate.heroId)
  const name = hero?.fullName ?? t('bindingWorlds.card.unknownHero', { id: candidate.heroId })
  const kit = CANDIDATE_SLOTS.flatMap((slot) => {
    const skillId = candidate.kit[slot]
    const skill = skillId === null ? undefined : planner.skillsById.get(skillId)
    return skill ? [{ slot, skill }] : []
  })
  const facts = [
    hero?.rating ? t('bindingWorlds.card.game8Rating', { rating: hero.rating }) : null,
    candidate.rating === ''
      ? null
      : t('bindingWorlds.card.yourRating', { rating: candidate.rating }),
    hero ? t('bindingWorlds.card.dragonflowers', { count: hero.maxDragonflowers }) : null,
    t('bindingWorlds.card.totalSp', { sp: sumKitSp(kit.map((entry) => entry.skill)) }),
  ].filter((fact) => fact !== null)
  return (
    <Panel
      component="article"
      aria-labelledby={headingId}
      className={classNames(styles.card, candidate.hidingReason !== null && styles.hidden)}
    >
      <div className={styles.header}>
        <div
          aria-label={t('bindingWorlds.card.levelLabel', { level: candidate.enclosureLevel })}
          role="img"
          className={styles.level}
        >
          {candidate.enclosureLevel}
        </div>
        <HeroPortrait src={hero?.portrait ?? null} name={name} size={40} />
        <div className={styles.name}>
          <h3 id={headingId} className={styles.heading}>
            {hero ? <HeroLink hero={hero} /> : name}
          </h3>
          <p className={styles.facts}>{facts.join(' · ')}</p>
        </div>
        <div className={styles.buttons}>
          <Button
            size="small"
            startIcon={<EditIcon />}
            onClick={onEdit}
            onPointerEnter={loadCandidateEditor}
            onFocus={loadCandidateEditor}
            aria-label={t('bindingWorlds.card.editLabel', { hero: name })}
          >
            {t('bindingWorlds.card.edit')}
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteIcon />}
            onClick={onDelete}
            onPointerEnter={loadDeleteDialog}
            onFocus={loadDeleteDialog}
            aria-label={t('bindingWorlds.card.deleteLabel', { hero: name })}
          >
            {t('bindingWorlds.card.delete')}
          </Button>
        </div>
      </div>
      <div className={styles.chips}>
        {candidate.asset && (
          <Chip
            size="small"
            colour="info"
            label={t('bindingWorlds.card.asset', { stat: t(`units.columns.${candidate.asset}`) })}
          />
        )}
        {candidate.flaw && (
          <Chip
            size="small"
            colour="error"
            variant="outlined"
            label={t('bindingWorlds.card.flaw', { stat: t(`units.columns.${candidate.flaw}`) })}
          />
        )}
        {candidate.hidingReason && (
          <Chip
            size="small"
            variant="outlined"
            label={t('bindingWorlds.card.hidden', {
              reason: t(`bindingWorlds.hidingReasons.${candidate.hidingReason}`),
            })}
          />
        )}
      </div>
      {kit.length > 0 && (
        <ul aria-label={t('bindingWorlds.card.skills')} className={styles.kit}>
          {kit.map(({ slot, skill }) => (
            <li key={slot} className={styles.skill}>
              <SlotIcon category={slot} />
              <div className={styles.skillText}>
                <SkillLink skill={skill} />
                <div className={styles.rating}>
                  <SkillRating skill={skill} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {candidate.notes !== '' && <p className={styles.notes}>{candidate.notes}</p>}
    </Panel>
  )
}

import DeleteIcon from '@mui/icons-material/Delete'
import EditIcon from '@mui/icons-material/Edit'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { Chip } from '#app/components/ui/chip.tsx'
import { HeroPortrait } from '#app/components/ui/hero-portrait.tsx'
import { Panel } from '#app/components/ui/panel.tsx'
import { HeroLink, SkillLink, SkillRating } from '#app/components/ui/planner-skill.tsx'
import { SlotIcon } from '#app/components/ui/skill-cells.tsx'
import { sumKitSp } from '#app/domain/skill-options.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import type { PlannerData } from '#app/lib/planner-data.ts'
import { CANDIDATE_SLOTS, type Candidate } from '../binding-worlds-storage.ts'
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
      sx={{ opacity: candidate.hidingReason === null ? 1 : 0.85, display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box
          aria-label={t('bindingWorlds.card.levelLabel', { level: candidate.enclosureLevel })}
          role="img"
          sx={{
            minWidth: 40,
            height: 40,
            borderRadius: 1,
            bgcolor: 'action.selected',
            display: 'grid',
            placeItems: 'center',
            fontWeight: 700,
            fontSize: '1.1rem',
          }}
        >
          {candidate.enclosureLevel}
        </Box>
        <HeroPortrait src={hero?.portrait ?? null} name={name} size={40} />
        {/* The name takes the line's room: on a phone the buttons go below it. */}
        <Box sx={{ minWidth: 0, flex: '1 1 10rem' }}>
          <Typography id={headingId} component="h3" sx={{ fontWeight: 700 }}>
            {hero ? <HeroLink hero={hero} /> : name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {facts.join(' · ')}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 0.5, ml: 'auto' }}>
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
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
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
      </Box>
      {kit.length > 0 && (
        <Box
          component="ul"
          aria-label={t('bindingWorlds.card.skills')}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 0.5,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(4, 1fr)',
            },
          }}
        >
          {kit.map(({ slot, skill }) => (
            <Box component="li" key={slot} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <SlotIcon category={slot} />
              <Box sx={{ minWidth: 0 }}>
                <SkillLink skill={skill} />
                <Typography variant="body2" component="div">
                  <SkillRating skill={skill} />
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {candidate.notes !== '' && (
        <Typography
          variant="body2"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: 'text.secondary' }}
        >
          {candidate.notes}
        </Typography>
      )}
    </Panel>
  )
}

import CloseIcon from '@mui/icons-material/Close'
import WarningAmberIcon from '@mui/icons-material/WarningAmber'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { HeroCombobox } from '#app/components/ui/hero-combobox.tsx'
import { HeroPortrait } from '#app/components/ui/hero-portrait.tsx'
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
import type { PlannerData, PlannerHero } from '#app/lib/planner-data.ts'
import type { FormaHero, FormaSlot } from '../hall-of-forms-storage.ts'

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
      sx={{
        borderColor: isActive ? 'primary.main' : undefined,
        boxShadow: isActive ? 'inset 0 0 0 1px var(--mui-palette-primary-main)' : undefined,
        display: 'grid',
        gap: 1.5,
      }}
    >
      <Typography
        id={headingId}
        tabIndex={-1}
        variant="h6"
        component="h2"
        sx={{ fontWeight: 700, '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
      >
        {label}
      </Typography>
      <HeroCombobox
        label={t('hallOfForms.hero.pick')}
        noMatchText={t('hallOfForms.hero.noMatch')}
        heroes={planner?.heroes ?? []}
        value={hero}
        onChange={onHeroChange}
        isDisabled={planner === null}
      />
      {entry.heroId !== null && planner !== null && hero === null && (
        <Typography variant="body2" color="warning.main">
          {t('hallOfForms.hero.unknown', { id: entry.heroId })}
        </Typography>
      )}
      {hero && <HeroSummary hero={hero} />}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
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
      </Box>
      <Typography sx={{ fontWeight: 600 }}>
        {t('hallOfForms.hero.totalSp', { sp: sumKitSp(kit.map(({ skill }) => skill)) })}
      </Typography>
    </Panel>
  )
}

function HeroSummary({ hero }: { hero: PlannerHero }) {
  const t = useTranslate()
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <HeroPortrait src={hero.portrait} name={hero.name} size={40} />
      <Box sx={{ minWidth: 0 }}>
        <HeroLink hero={hero} />
        <Typography variant="body2" color="text.secondary">
          {[
            t(`units.weaponTypes.${hero.weaponType}`),
            t(`units.moveTypes.${hero.moveType}`),
            hero.rating === null ? null : t('hallOfForms.hero.rating', { rating: hero.rating }),
          ]
            .filter((part) => part !== null)
            .join(' · ')}
        </Typography>
      </Box>
    </Box>
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
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr) auto',
        gap: 1,
        alignItems: 'center',
      }}
    >
      <SlotIcon category={slot} />
      <Box sx={{ minWidth: 0 }}>
        {skill ? (
          <>
            <SkillLink skill={skill} />{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              {t('hallOfForms.skill.sp', { sp: skill.sp ?? 0 })}
            </Typography>
            <Typography variant="body2" component="div">
              <SkillRating skill={skill} />
            </Typography>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {skillId === null ? t('hallOfForms.skill.empty') : t('hallOfForms.skill.unknown')}
          </Typography>
        )}
        {exclusions.length > 0 && (
          <Typography
            variant="body2"
            color="warning.main"
            sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}
          >
            <WarningAmberIcon fontSize="inherit" aria-hidden />
            {exclusions.map((code) => t(`hallOfForms.exclusions.${code}`)).join(' · ')}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
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
            aria-label={t('hallOfForms.skill.unequipLabel', {
              skill: skill?.name ?? slotName,
              hero: heroLabel,
            })}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
    </Box>
  )
}

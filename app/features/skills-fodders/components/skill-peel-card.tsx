import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { Link as RouterLink, useSearchParams } from 'react-router'
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
import { DonorNotes, DonorsTable } from './donors-table.tsx'

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
    <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
      {paths.slice(0, SHOWN_PATHS).map((path) => (
        <Box component="li" key={path.steps.map((step) => step.skillId).join('+')}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {path.steps.length === 1
              ? t('skillsFodders.pathOneDonor')
              : t('skillsFodders.pathDonors', { count: path.steps.length })}
            {': '}
          </Typography>
          {path.steps.map((step, index) => (
            <Box component="span" key={step.skillId}>
              {index > 0 ? t('skillsFodders.pathThen') : null}
              {t('skillsFodders.pathStep', { skill: nameOf(step.skillId) })}{' '}
              <Link
                component={RouterLink}
                to={toHeroSearch(params, step.donor.hero.id)}
                state={OPENED_IN_PAGE}
                preventScrollReset
              >
                {step.donor.hero.fullName}
              </Link>{' '}
              ({t(`skills.availability.${step.donor.category}`)}, {slotsText(t, step.slots)}){' '}
              <DonorNotes donor={step.donor} />
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  )
}

/** A tier's heading; in an accordion the summary already sits in a heading, so a span. */
function TierTitle({
  tier,
  target,
  isHeading,
}: {
  tier: PeeledTier
  target: PeelerHero | null
  isHeading: boolean
}) {
  const t = useTranslate()
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <Typography
        component={isHeading ? 'h3' : 'span'}
        variant="subtitle1"
        sx={{ fontWeight: 600 }}
      >
        {tier.donors.length === 1
          ? t('skillsFodders.holdersOne', { skill: tier.skill.name })
          : t('skillsFodders.holders', { skill: tier.skill.name, count: tier.donors.length })}
      </Typography>
      {target && tier.isOwnedByTarget ? (
        <Chip
          size="small"
          colour="info"
          label={t('skillsFodders.targetHas', { hero: target.fullName })}
        />
      ) : null}
    </Box>
  )
}

/** One picked skill: how to get it (paths), then who holds it and each lower tier. */
export function SkillPeelCard({ peel, target }: { peel: SkillPeel; target: PeelerHero | null }) {
  const t = useTranslate()
  const [params] = useSearchParams()
  const [top, ...lower] = peel.tiers
  const ruledOut = peel.tiers.find((tier) => tier.ruleOut !== null && !tier.isOwnedByTarget)
  const isOwned = top?.isOwnedByTarget ?? false
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={peel.skill.name}
      data-testid="skill-peel"
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <SlotIcon category={peel.skill.category} />
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          <Link
            component={RouterLink}
            to={toSkillSearch(params, peel.skill.id)}
            state={OPENED_IN_PAGE}
            preventScrollReset
          >
            {peel.skill.name}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatRestrictions(t, peel.skill)}
        </Typography>
      </Box>
      {target && isOwned ? (
        <Alert severity="info">{t('skillsFodders.targetOwns', { hero: target.fullName })}</Alert>
      ) : target && ruledOut?.ruleOut ? (
        <Alert severity="warning" data-testid="ruled-out">
          {ruleOutText(t, ruledOut.ruleOut, target)}
        </Alert>
      ) : peel.skill.isExclusive ? (
        <Alert severity="warning">{t('skillsFodders.exclusive')}</Alert>
      ) : null}
      {peel.paths.length > 0 ? (
        <Box>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
            {t('skillsFodders.pathsTitle')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('skillsFodders.pathsHelp')}
          </Typography>
          <PathList paths={peel.paths} peel={peel} />
        </Box>
      ) : null}
      {top ? (
        <Box>
          <TierTitle tier={top} target={target} isHeading />
          <DonorsTable donors={top.donors} caption={top.skill.name} />
        </Box>
      ) : null}
      {lower.length > 0 ? (
        <Box>
          {lower.map((tier) => (
            <Accordion
              key={tier.skill.id}
              disableGutters
              variant="outlined"
              // Closed tiers render nothing: a pick shows its donors sooner.
              slotProps={{ transition: { unmountOnExit: true } }}
            >
              <AccordionSummary>
                <TierTitle tier={tier} target={target} isHeading={false} />
              </AccordionSummary>
              <AccordionDetails>
                <DonorsTable donors={tier.donors} caption={tier.skill.name} />
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      ) : null}
    </Paper>
  )
}

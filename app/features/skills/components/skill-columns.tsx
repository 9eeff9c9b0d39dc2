import Box from '@mui/material/Box'
import type { ReactNode } from 'react'
import {
  AvailabilityLabels,
  formatEffectiveness,
  formatRestrictions,
} from '#app/components/ui/skill-cells.tsx'
import { listAvailabilityCategories } from '#app/domain/availability.ts'
import type { Translate } from '#app/lib/i18n.tsx'
import type { SkillRow } from '../skill-rows.ts'
import type { SkillColumn } from '../skill-search.ts'
import type { DescriptionsState } from '../use-skill-descriptions.ts'

export type CellContext = {
  readonly t: Translate
  readonly rows: readonly SkillRow[]
  readonly descriptions: DescriptionsState
  readonly highlightedIds: ReadonlySet<string> | null
}

type ColumnDefinition = {
  readonly isNumeric?: boolean
  /** A minimum width keeps long texts readable while the table scrolls sideways. */
  readonly minWidth?: number
  readonly render: (row: SkillRow, context: CellContext) => ReactNode
}

const orNone = (t: Translate, value: number | string | null): ReactNode =>
  value === null ? t('skills.none') : value

const yesNo = (t: Translate, value: boolean): ReactNode => (
  <Box component="span" aria-label={value ? t('skills.yes') : t('skills.no')}>
    {value ? '✓' : '·'}
  </Box>
)

function DescriptionCell({ row, context }: { row: SkillRow; context: CellContext }) {
  const { t, descriptions } = context
  if (!row.hasDescription) {
    return (
      <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
        {t('skills.noDescription')}
      </Box>
    )
  }
  if (descriptions.status === 'error') return <>{t('skills.descriptionsFailed')}</>
  if (descriptions.status !== 'ready') return <>{t('skills.loadingDescriptions')}</>
  return (
    <Box
      component="span"
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: 4,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        whiteSpace: 'pre-line',
        fontSize: '0.8rem',
      }}
    >
      {descriptions.texts.get(row.id) ?? t('skills.noDescription')}
    </Box>
  )
}

/** What each optional column shows, defined once for the module (style §6). */
export const SKILL_COLUMN_DEFINITIONS: Readonly<Record<SkillColumn, ColumnDefinition>> = {
  releaseDate: { render: (row, { t }) => orNone(t, row.releaseDate), minWidth: 96 },
  version: { render: (row, { t }) => orNone(t, row.version), isNumeric: true },
  slot: { render: (row, { t }) => t(`skills.slots.${row.category}`) },
  exclusive: { render: (row, { t }) => yesNo(t, row.isExclusive) },
  max: { render: (row, { t }) => yesNo(t, row.isMax) },
  sp: { render: (row, { t }) => orNone(t, row.sp), isNumeric: true },
  cooldown: { render: (row, { t }) => orNone(t, row.cooldown), isNumeric: true },
  tier: { render: (row) => row.tier, isNumeric: true },
  might: { render: (row, { t }) => orNone(t, row.might), isNumeric: true },
  range: { render: (row, { t }) => orNone(t, row.range), isNumeric: true },
  effectiveness: { render: (row, { t }) => formatEffectiveness(t, row.effectiveness) },
  rating: { render: (row, { t }) => orNone(t, row.rating), isNumeric: true },
  grade: { render: (row, { t }) => orNone(t, row.grade) },
  description: {
    render: (row, context) => <DescriptionCell row={row} context={context} />,
    minWidth: 280,
  },
  canUse: { render: (row, { t }) => formatRestrictions(t, row), minWidth: 120 },
  owners: { render: (row) => row.ownerCount, isNumeric: true },
  availability: {
    render: (row) => <AvailabilityLabels lowestRarities={row.ownersLowestRarities} />,
    minWidth: 110,
  },
  preInheritance: {
    render: (row, { t, rows }) => {
      if (row.downgradeRows.length === 0) return t('skills.none')
      const categories = new Set(
        row.downgradeRows.flatMap((index) => {
          const downgrade = rows[index]
          return downgrade ? listAvailabilityCategories(downgrade.ownersLowestRarities) : []
        }),
      )
      return [...categories].map((category) => t(`skills.availability.${category}`)).join(', ')
    },
    minWidth: 110,
  },
}

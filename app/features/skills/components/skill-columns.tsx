import type { ReactNode } from 'react'
import list from '#app/components/ui/list.module.css'
import {
  AvailabilityLabels,
  formatEffectiveness,
  formatRestrictions,
} from '#app/components/ui/skill-cells.tsx'
import { listAvailabilityCategories } from '#app/domain/availability.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import type { Slugged } from '#app/lib/detail-links.ts'
import type { DescriptionsState } from '../skill-descriptions.ts'
import type { SkillRow } from '../skill-rows.ts'
import type { SkillColumn } from '../skill-search.ts'

export type CellContext = {
  readonly t: Translate
  readonly descriptions: DescriptionsState
  readonly highlightedIds: ReadonlySet<string> | null
  /** The link that opens a skill's detail view over the page. */
  readonly hrefOf: (skill: Slugged) => string
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
  <span role="img" aria-label={value ? t('skills.yes') : t('skills.no')}>
    {value ? '✓' : '·'}
  </span>
)

function DescriptionCell({ row, context }: { row: SkillRow; context: CellContext }) {
  const { t, descriptions } = context
  if (!row.hasDescription) {
    return <span className={list.muted}>{t('skills.noDescription')}</span>
  }
  if (descriptions.status === 'error') return <>{t('skills.descriptionsFailed')}</>
  if (descriptions.status !== 'ready') return <>{t('skills.loadingDescriptions')}</>
  return (
    <span className={list.clamped}>
      {descriptions.texts.get(row.id) ?? t('skills.noDescription')}
    </span>
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
    render: (row, { t }) => {
      if (row.downgradeRows.length === 0) return t('skills.none')
      const categories = new Set(row.downgradesLowestRarities.flatMap(listAvailabilityCategories))
      return [...categories].map((category) => t(`skills.availability.${category}`)).join(', ')
    },
    minWidth: 110,
  },
}

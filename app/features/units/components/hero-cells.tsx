import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import type { Theme } from '@mui/material/styles'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { CategoryLabels } from '#app/components/ui/category-labels.tsx'
import { listAvailabilityCategories } from '#app/domain/availability.ts'
import type { HeroId } from '#app/domain/hero.ts'
import type { HeroSortKey } from '#app/domain/hero-sort.ts'
import type { Stat } from '#app/domain/stat.ts'
import { getColour } from '#app/domain/weapon.ts'
import type { HeroListRow } from '#app/lib/dataset-payloads.ts'
import type { Translate } from '#app/lib/i18n.tsx'

/** Superboons in blue, superbanes in red, readable in both themes. */
export function statColourSx(kind: 'superboon' | 'superbane' | null) {
  if (kind === null) return {}
  const colour = kind === 'superboon' ? 'info' : 'error'
  return (theme: Theme) => ({
    color: theme.vars?.palette[colour].dark,
    ...theme.applyStyles('dark', { color: theme.vars?.palette[colour].light }),
  })
}

export function statKind(row: HeroListRow, stat: Stat): 'superboon' | 'superbane' | null {
  if (row.superboons.includes(stat)) return 'superboon'
  if (row.superbanes.includes(stat)) return 'superbane'
  return null
}

export function HeroNameLink({ row, href }: { row: HeroListRow; href: string }) {
  return (
    <Link
      component={RouterLink}
      to={href}
      preventScrollReset
      underline="hover"
      sx={{ fontWeight: 600 }}
    >
      {row.name}
      <Box
        component="span"
        sx={{ display: 'block', fontWeight: 400, fontSize: '0.8em', color: 'text.secondary' }}
      >
        {row.title}
      </Box>
    </Link>
  )
}

/** The weapon triangle's colours, from the theme. */
const COLOUR_SX = {
  red: { bgcolor: 'error.main' },
  blue: { bgcolor: 'info.main' },
  green: { bgcolor: 'success.main' },
  colorless: { bgcolor: 'grey.500' },
} as const

/** The weapon's colour as a dot, then its name. */
export function WeaponLabel({
  row,
  t,
  isShort = false,
}: {
  row: Pick<HeroListRow, 'weaponType'>
  t: Translate
  /** The family only ("Beast"): the dot gives the colour. */
  isShort?: boolean
}) {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          flexShrink: 0,
          ...COLOUR_SX[getColour(row.weaponType)],
        }}
      />
      {t(isShort ? `units.weaponShort.${row.weaponType}` : `units.weaponTypes.${row.weaponType}`)}
    </Box>
  )
}

function AvailabilityLabel({ row, t }: { row: HeroListRow; t: Translate }) {
  const categories = listAvailabilityCategories(row.lowestRarities)
  return (
    <CategoryLabels
      labels={categories.map((category) => ({
        key: category,
        label: t(`units.availability.${category}`),
        title: t(`units.availabilityHints.${category}`),
      }))}
    />
  )
}

function YesNo({ value, t }: { value: boolean; t: Translate }) {
  return <>{value ? t('units.yes') : t('units.no')}</>
}

export type CellContext = {
  readonly t: Translate
  readonly ownedHeroIds: ReadonlySet<HeroId>
  readonly hrefOf: (heroId: HeroId) => string
}

/** The content of one column's cell; numbers are right-aligned by the table. */
export function renderHeroCell(
  column: HeroSortKey,
  row: HeroListRow,
  context: CellContext,
): ReactNode {
  const { t } = context
  switch (column) {
    case 'name':
      return <HeroNameLink row={row} href={context.hrefOf(row.id)} />
    case 'origin':
      return row.origin
    case 'heroNumber':
      return row.heroNumber
    case 'gender':
      return t(`units.genders.${row.gender}`)
    case 'resplendent':
      return <YesNo value={row.hasResplendent} t={t} />
    case 'availability':
      return <AvailabilityLabel row={row} t={t} />
    case 'weapon':
      return <WeaponLabel row={row} t={t} />
    case 'move':
      return t(`units.moveTypes.${row.moveType}`)
    case 'version':
      return row.version
    case 'book':
      return row.book
    case 'releaseDate':
      return row.releaseDate
    case 'hp':
    case 'atk':
    case 'spd':
    case 'def':
    case 'res': {
      const kind = statKind(row, column)
      return (
        <Box
          component="span"
          sx={[{ fontWeight: 700 }, statColourSx(kind)]}
          title={kind ? t(`units.${kind}`, { stat: t(`units.columns.${column}`) }) : undefined}
        >
          {row[column]}
        </Box>
      )
    }
    case 'baseStatTotal':
      return <strong>{row.baseStatTotal}</strong>
    case 'maxDragonflowers':
      return row.maxDragonflowers
    case 'element':
      return row.element ? t(`units.elements.${row.element}`) : ''
    case 'maxScore':
      return row.maxScore
    case 'rating':
      return row.rating ?? ''
    case 'theme':
      return row.theme ? t(`units.themes.${row.theme}`) : ''
    case 'owned':
      return <YesNo value={context.ownedHeroIds.has(row.id)} t={t} />
    case 'duelScore':
      return row.duelScore ?? ''
    case 'clashScore':
      return row.clashScore ?? ''
    default: {
      const unknown: never = column
      throw new Error(`Unknown column ${String(unknown)}`)
    }
  }
}

const NUMERIC_COLUMNS: ReadonlySet<HeroSortKey> = new Set([
  'heroNumber',
  'book',
  'hp',
  'atk',
  'spd',
  'def',
  'res',
  'baseStatTotal',
  'maxDragonflowers',
  'maxScore',
  'rating',
  'duelScore',
  'clashScore',
])

export function isNumericColumn(column: HeroSortKey): boolean {
  return NUMERIC_COLUMNS.has(column)
}

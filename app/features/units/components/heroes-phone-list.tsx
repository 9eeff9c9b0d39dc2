import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import { lazy, Suspense } from 'react'
import { Link as RouterLink } from 'react-router'
import { HeroPortrait } from '#app/components/ui/hero-portrait.tsx'
import { STATS } from '#app/domain/stat.ts'
import type { HeroListRow } from '#app/lib/dataset-payloads.ts'
import { type CellContext, statColourClass, statKind, WeaponLabel } from './hero-cells.tsx'

export const PHONE_ROW_HEIGHT = 76
const PORTRAIT_SIZE = 48

// The "all" view's code (the virtualizer) loads only when that view is chosen.
const VirtualPhoneList = lazy(() =>
  import('./virtual-hero-lists.tsx').then((module) => ({ default: module.VirtualPhoneList })),
)

export type HeroesPhoneListProps = {
  readonly rows: readonly HeroListRow[]
  readonly isVirtual: boolean
  readonly context: CellContext
}

/** Below sm: one compact row per hero (portrait, name, weapon and move, the five stats). */
export function HeroesPhoneList({ rows, isVirtual, context }: HeroesPhoneListProps) {
  if (isVirtual)
    return (
      <Suspense fallback={null}>
        <VirtualPhoneList rows={rows} context={context} />
      </Suspense>
    )
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => (
        <PhoneRow key={row.id} row={row} context={context} />
      ))}
    </Box>
  )
}

export function PhoneRow({
  row,
  context,
  style,
}: {
  row: HeroListRow
  context: CellContext
  style?: React.CSSProperties
}) {
  const { t } = context
  return (
    <Box
      component="li"
      style={style}
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'center',
        height: PHONE_ROW_HEIGHT,
        px: 2,
        borderBottom: 1,
        borderColor: 'divider',
        minWidth: 0,
      }}
    >
      <HeroPortrait src={row.portrait} name={row.name} size={PORTRAIT_SIZE} />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Link
          component={RouterLink}
          to={context.hrefOf(row.id)}
          preventScrollReset
          underline="hover"
          sx={{
            fontWeight: 600,
            display: 'block',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {row.name}: {row.title}
        </Link>
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            fontSize: '0.8rem',
            color: 'text.secondary',
            whiteSpace: 'nowrap',
          }}
        >
          <WeaponLabel row={row} t={t} isShort />
          <span>{t(`units.moveTypes.${row.moveType}`)}</span>
          <Box component="span" sx={{ color: 'text.primary', fontWeight: 700 }}>
            {t('units.columns.baseStatTotal')} {row.baseStatTotal}
          </Box>
        </Box>
        <Box
          sx={{
            display: 'flex',
            gap: 0.75,
            fontSize: '0.8rem',
            fontVariantNumeric: 'tabular-nums',
            whiteSpace: 'nowrap',
          }}
        >
          {STATS.map((stat) => (
            <Box
              key={stat}
              component="span"
              className={statColourClass(statKind(row, stat))}
              sx={{ fontWeight: 600 }}
            >
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, mr: 0.25 }}>
                {t(`units.columns.${stat}`)}
              </Box>
              {row[stat]}
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  )
}

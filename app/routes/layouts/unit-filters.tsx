import Typography from '@mui/material/Typography'
import { Outlet } from 'react-router'
import { FilterLayout } from '#app/features/shell/filter-layout.tsx'
import { useTranslate } from '#app/lib/i18n.tsx'

export default function UnitFiltersLayout() {
  const t = useTranslate()
  return (
    <FilterLayout
      title={t('filters.heroes')}
      panel={<Typography color="text.secondary">{t('filters.heroesHint')}</Typography>}
    >
      <Outlet />
    </FilterLayout>
  )
}

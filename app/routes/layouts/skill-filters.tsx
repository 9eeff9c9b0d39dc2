import Typography from '@mui/material/Typography'
import { Outlet } from 'react-router'
import { FilterLayout } from '#app/features/shell/filter-layout.tsx'
import { useTranslate } from '#app/lib/i18n.tsx'

export default function SkillFiltersLayout() {
  const t = useTranslate()
  return (
    <FilterLayout
      title={t('filters.skills')}
      panel={<Typography color="text.secondary">{t('filters.skillsHint')}</Typography>}
    >
      <Outlet />
    </FilterLayout>
  )
}

import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Pagination from '@mui/material/Pagination'
import Typography from '@mui/material/Typography'
import { useMemo } from 'react'
import { ColumnChooser } from '#app/components/ui/column-chooser.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { SelectField } from '#app/components/ui/select-field.tsx'
import { sortSkills } from '#app/domain/skill-table.ts'
import { findNewestVersion } from '#app/domain/version.ts'
import { useTranslate } from '#app/lib/i18n.tsx'
import { SkillsTable } from './components/skills-table.tsx'
import { filterSkillRows } from './skill-filtering.ts'
import { type SkillPageData, useSkillPageRows } from './skill-page-data.ts'
import {
  filterDefaults,
  PAGE_SIZES,
  SKILL_COLUMNS,
  SKILL_SEARCH_DEFAULTS,
  toggleSort,
} from './skill-search.ts'
import { useSkillDescriptions } from './use-skill-descriptions.ts'
import { useSkillSearch } from './use-skill-search.ts'

/** The skills page: every skill in a sortable, filterable table (reference §2.6). */
export function SkillsPage({ data }: { data: SkillPageData }) {
  const t = useTranslate()
  const { search, update } = useSkillSearch()
  const { rows, isLoaded } = useSkillPageRows(data)
  const newestVersion = useMemo(() => findNewestVersion(rows), [rows])
  const needsDescriptions =
    search.description.trim() !== '' ||
    search.columns.includes('description') ||
    search.sort.some((entry) => entry.key === 'description')
  const descriptions = useSkillDescriptions(needsDescriptions)
  const texts = descriptions.status === 'ready' ? descriptions.texts : null
  // Sorting waits for nothing but the sort: a keystroke in a search only filters.
  const sorted = useMemo(() => sortSkills(rows, search.sort, texts), [rows, search.sort, texts])
  const filtered = useMemo(
    () =>
      isLoaded ? filterSkillRows(sorted, search, { newestVersion, descriptions: texts }) : rows,
    [isLoaded, rows, sorted, search, newestVersion, texts],
  )
  const isVirtual = search.pageSize === 'all'
  // Until every row has arrived, the server's page stands in (it matched the same URL).
  const matched = isLoaded ? filtered.length : data.initialMatched
  const pageSize = search.pageSize === 'all' ? matched : search.pageSize
  const pageCount = Math.max(1, Math.ceil(matched / Math.max(1, pageSize)))
  const page = Math.min(search.page, pageCount)
  const pageRows =
    !isLoaded || isVirtual ? filtered : filtered.slice((page - 1) * pageSize, page * pageSize)
  return (
    <Box sx={{ pb: 4 }}>
      <PageHeader routeName="skills" />
      <Box sx={{ px: { xs: 1, sm: 3 } }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1.5,
            mb: 1.5,
            px: { xs: 1, sm: 0 },
          }}
        >
          <Typography role="status" sx={{ fontWeight: 600, mr: 'auto' }}>
            {matched === 1 ? t('skills.countOne') : t('skills.count', { count: matched })}
          </Typography>
          <ColumnChooser
            label={t('skills.columnsButton')}
            menuLabel={t('skills.columnsMenu')}
            columns={SKILL_COLUMNS}
            shown={search.columns}
            labelOf={(column) => t(`skills.columns.${column}`)}
            onChange={(columns) => update({ columns, page })}
          />
          <SelectField
            label={t('skills.pageSize')}
            value={String(search.pageSize)}
            options={PAGE_SIZES.map((size) => ({
              value: String(size),
              label: size === 'all' ? t('skills.pageSizeAll') : String(size),
            }))}
            onChange={(value) => {
              const size = PAGE_SIZES.find((option) => String(option) === value)
              if (size !== undefined) update({ pageSize: size })
            }}
            minWidth={130}
          />
        </Box>
        {matched === 0 ? (
          <Box
            sx={{ py: 6, textAlign: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Typography sx={{ mb: 2 }}>{t('skills.empty')}</Typography>
            <Button variant="outlined" onClick={() => update(filterDefaults())}>
              {t('skills.clearFilters')}
            </Button>
          </Box>
        ) : (
          <SkillsTable
            rows={pageRows}
            columns={search.columns}
            sort={search.sort}
            isVirtual={isVirtual}
            descriptions={descriptions}
            onSort={(key) => update((current) => ({ sort: toggleSort(current.sort, key) }))}
            onResetSort={() => update({ sort: SKILL_SEARCH_DEFAULTS.sort })}
          />
        )}
        {!isVirtual && pageCount > 1 ? (
          <Pagination
            sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
            count={pageCount}
            page={page}
            siblingCount={0}
            onChange={(_event, next) => update({ page: next })}
            aria-label={t('skills.pagination')}
          />
        ) : null}
      </Box>
    </Box>
  )
}

import { PageHeader } from '#app/components/ui/page-header.tsx'
import { TabList } from '#app/components/ui/tab-list.tsx'
import type { GlossaryKeyword } from '#app/domain/glossary.ts'
import type { AccentTable } from '#app/domain/search.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { AbbreviationsPanel, type GlossaryNamesData } from './components/abbreviations-panel.tsx'
import { KeywordsPanel } from './components/keywords-panel.tsx'
import styles from './glossary-page.module.css'
import { GLOSSARY_TABS } from './glossary-search.ts'
import { useGlossarySearch } from './use-glossary-search.ts'

/** What the loader sends: only the open tab's data. */
export type GlossaryPageData =
  | { readonly tab: 'names'; readonly names: GlossaryNamesData }
  | {
      readonly tab: 'keywords'
      readonly keywords: readonly GlossaryKeyword[]
      readonly accents: AccentTable
    }

/** The glossary: the community's hero name abbreviations, and the skill keywords. */
export function GlossaryPage({ page }: { page: GlossaryPageData }) {
  const t = useTranslate()
  const { search, update } = useGlossarySearch()
  return (
    <div className={styles.page}>
      <PageHeader routeName="misc-glossary" />
      <div className={styles.tabs}>
        <TabList
          label={t('glossary.tabs.label')}
          value={search.tab}
          options={GLOSSARY_TABS.map((tab) => ({
            value: tab,
            label: t(`glossary.tabs.${tab}`),
            id: `glossary-tab-${tab}`,
            controls: `glossary-panel-${tab}`,
          }))}
          onChange={(tab) => update({ tab })}
        />
      </div>
      <div
        role="tabpanel"
        id={`glossary-panel-${search.tab}`}
        aria-labelledby={`glossary-tab-${search.tab}`}
        className={styles.panel}
      >
        {page.tab === 'names' && search.tab === 'names' && (
          <AbbreviationsPanel names={page.names} />
        )}
        {page.tab === 'keywords' && search.tab === 'keywords' && (
          <KeywordsPanel
            keywords={page.keywords}
            accents={page.accents}
            query={search.query}
            onQueryChange={(query) => update({ query }, { replace: true })}
          />
        )}
      </div>
    </div>
  )
}

import AddIcon from '@mui/icons-material/Add'
import RemoveIcon from '@mui/icons-material/Remove'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { LIST_CLASSES } from '#app/components/ui/list-styles.ts'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { SlotIcon } from '#app/components/ui/skill-cells.tsx'
import { hasMatch, type SkillTreeNode } from '#app/domain/skill-tree.ts'
import { OPENED_IN_PAGE, toSkillSearch } from '#app/lib/detail-links.ts'
import { useTranslate } from '#app/lib/i18n.tsx'
import { SearchField } from './components/search-field.tsx'
import {
  parseSkillTreeSearch,
  type SkillTreeSearch,
  toSkillTreeSearchParams,
} from './skill-tree-search.ts'

export type SkillTreesView = {
  readonly trees: readonly SkillTreeNode[]
  readonly matchCount: number | null
}

/** /skills-tree: upgrade chains as a tree, found by a search synced with `?name=`. */
export function SkillTreePage({ page }: { page: SkillTreesView }) {
  const t = useTranslate()
  const [params, setParams] = useSearchParams()
  const search = parseSkillTreeSearch(params)
  const update = (change: Partial<SkillTreeSearch>, isTyping: boolean) => {
    const current = parseSkillTreeSearch(new URLSearchParams(window.location.search))
    const next = toSkillTreeSearchParams({ ...current, ...change })
    const skill = params.get('skill')
    if (skill) next.set('skill', skill)
    setParams(next, { replace: isTyping, preventScrollReset: true })
  }
  const summary =
    page.matchCount === null
      ? t('skillsTree.newest')
      : page.matchCount === 0
        ? t('skillsTree.noMatch')
        : page.matchCount === 1
          ? t('skillsTree.matchesOne')
          : page.matchCount > page.trees.length
            ? t('skillsTree.matchesCapped', { count: page.matchCount, shown: page.trees.length })
            : t('skillsTree.matches', { count: page.matchCount })
  return (
    <Box sx={{ pb: 4 }}>
      <PageHeader routeName="skills-tree" />
      <Box sx={{ px: { xs: 2, sm: 3 }, maxWidth: 960 }}>
        <Box sx={{ maxWidth: 420 }}>
          <SearchField
            label={t('skillsTree.search')}
            value={search.name}
            mode={search.nameMode}
            onChange={(name) => update({ name }, true)}
            onModeChange={(nameMode) => update({ nameMode }, false)}
          />
        </Box>
        <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
          {summary}
        </Typography>
        <Box
          component="ul"
          aria-label={t('skillsTree.treeLabel')}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {page.trees.map((tree) => (
            <Box
              component="li"
              key={tree.id}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, mb: 1.5 }}
            >
              <TreeNode node={tree} depth={0} />
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  )
}

function TreeNode({ node, depth }: { node: SkillTreeNode; depth: number }) {
  const t = useTranslate()
  const [params] = useSearchParams()
  // Open along the way to what the search found (the newest skills without a search): a
  // chain's other branches stay folded, so the page draws tens of nodes, not a thousand.
  const [isExpanded, setExpanded] = useState(() => depth === 0 || node.children.some(hasMatch))
  const hasChildren = node.children.length > 0
  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1,
          py: 0.5,
          px: 0.5,
          borderRadius: 1,
          // A frame, not a fill: the links and labels keep their contrast on the page's background.
          outline: node.isMatch ? '1px solid' : 'none',
          outlineColor: 'primary.main',
          outlineOffset: -1,
        }}
      >
        {hasChildren ? (
          <IconButton
            size="small"
            aria-expanded={isExpanded}
            aria-label={t(isExpanded ? 'skillsTree.collapse' : 'skillsTree.expand', {
              name: node.name,
            })}
            onClick={() => setExpanded(!isExpanded)}
          >
            {isExpanded ? <RemoveIcon fontSize="small" /> : <AddIcon fontSize="small" />}
          </IconButton>
        ) : (
          <Box sx={{ width: 34 }} />
        )}
        <SlotIcon category={node.category} />
        <Link to={toSkillSearch(params, node.id)} state={OPENED_IN_PAGE} preventScrollReset>
          {node.name}
        </Link>
        {node.sp === null ? null : (
          <Typography variant="body2" color="text.secondary">
            {t('skillsTree.sp', { sp: node.sp })}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {t('skillsTree.totalSp', { sp: node.totalInheritedSp })}
        </Typography>
        <span
          className={
            node.hasLowRarityFodder
              ? `${LIST_CLASSES.tag} ${LIST_CLASSES.tagSuccess}`
              : LIST_CLASSES.tag
          }
          title={t(
            node.hasLowRarityFodder
              ? 'skillsTree.lowRarityFodderHint'
              : 'skillsTree.fiveStarOnlyHint',
          )}
        >
          {t(node.hasLowRarityFodder ? 'skillsTree.lowRarityFodder' : 'skillsTree.fiveStarOnly')}
        </span>
      </Box>
      {hasChildren && isExpanded ? (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            pl: { xs: 1.5, sm: 3 },
            borderLeft: 1,
            borderColor: 'divider',
            ml: 2,
          }}
        >
          {node.children.map((child) => (
            <li key={child.id}>
              <TreeNode node={child} depth={depth + 1} />
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  )
}

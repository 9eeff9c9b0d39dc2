import { lazy, Suspense } from 'react'
import { useSearchParams } from 'react-router'
import { LoadingBar } from '#app/components/ui/loading-bar.tsx'

const SkillDetailDialog = lazy(() =>
  import('./skill-detail-dialog.tsx').then((module) => ({ default: module.SkillDetailDialog })),
)

/** Where the skill detail view opens on every page; its code loads only with `?skill=`. */
export function SkillDetailSlot() {
  const [params] = useSearchParams()
  const skillKey = params.get('skill')
  if (!skillKey) return null
  return (
    <Suspense fallback={<LoadingBar />}>
      <SkillDetailDialog skillKey={skillKey} />
    </Suspense>
  )
}

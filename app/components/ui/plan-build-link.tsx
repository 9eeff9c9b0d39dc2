import type { ReactNode } from 'react'
import { Button, ButtonLink } from './button.tsx'

/**
 * "Plan this build": a plain link into the inheritance planner (lib/planner-link.ts), so the page
 * that shows it carries none of the planner's code. Without a build it is drawn disabled, in
 * the same place and size: a build read from the browser's storage after the first paint
 * moves nothing.
 */
export function PlanBuildLink({
  href,
  className,
  describedBy,
  children,
}: {
  /** Null: nothing to plan yet. */
  readonly href: string | null
  readonly className?: string
  /** The id of a text that names what the link plans. */
  readonly describedBy?: string
  readonly children: ReactNode
}) {
  return href === null ? (
    <Button variant="outlined" disabled className={className}>
      {children}
    </Button>
  ) : (
    <ButtonLink to={href} variant="outlined" className={className} aria-describedby={describedBy}>
      {children}
    </ButtonLink>
  )
}

import type { MouseEvent, ReactNode } from 'react'
import { useNavigate } from 'react-router'
import list from './list.module.css'

type ListLinkProps = {
  readonly to: string
  readonly state?: unknown
  readonly className?: string
  /** The accessible name and tooltip of a link whose content is a picture. */
  readonly label?: string
  readonly children: ReactNode
}

/**
 * A link in a long list: a plain anchor that navigates in the app on a plain click and keeps
 * the scroll. React Router's Link renders its prefetching and path hooks for each row, the
 * largest part of a table's render on every keystroke in a search.
 */
export function ListLink({ to, state, className, label, children }: ListLinkProps) {
  const navigate = useNavigate()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    navigate(to, { state, preventScrollReset: true })
  }
  return (
    <a
      href={to}
      className={className ? `${list.link} ${className}` : list.link}
      onClick={onClick}
      title={label}
      aria-label={label}
    >
      {children}
    </a>
  )
}

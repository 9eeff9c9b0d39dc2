import type { AriaAttributes, ElementType, ReactNode } from 'react'
import { classNames } from './class-names.ts'
import styles from './layout.module.css'

type PanelProps = AriaAttributes & {
  /** The element: a section unless said otherwise (an article for an entry of a list). */
  readonly component?: ElementType
  readonly className?: string
  readonly children: ReactNode
}

/** An outlined panel of content (the planners, the catalog, the score calculator). */
export function Panel({
  component: Element = 'section',
  className,
  children,
  ...aria
}: PanelProps) {
  return (
    <Element {...aria} className={classNames(styles.panel, className)}>
      {children}
    </Element>
  )
}

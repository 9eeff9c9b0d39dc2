import type { SVGProps } from 'react'
import styles from './icon.module.css'

// The Material icons the site has always shown (path data from @mui/icons-material, MIT; the
// designs are Google's Material Icons, Apache-2.0): a few hundred bytes of paths instead of a
// component library. Decision 0046. Each icon is decorative: the control it sits in is named.
// One file per icon, so that a page's code carries the icons it draws and no others.

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>

export function createIcon(path: string, displayName: string) {
  function Icon({ className, ...props }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        className={className ? `${styles.icon} ${className}` : styles.icon}
        {...props}
      >
        <path d={path} />
      </svg>
    )
  }
  Icon.displayName = displayName
  return Icon
}

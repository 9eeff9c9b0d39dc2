import type { ComponentPropsWithRef, ReactNode } from 'react'
import { Link, type LinkProps } from 'react-router'
import styles from './button.module.css'
import { classNames } from './class-names.ts'

export type ButtonLook = {
  readonly variant?: 'text' | 'outlined' | 'contained'
  readonly size?: 'small' | 'medium'
  readonly color?: 'primary' | 'inherit' | 'error'
  readonly fullWidth?: boolean
}

type ButtonContent = {
  readonly startIcon?: ReactNode
  readonly endIcon?: ReactNode
  readonly children?: ReactNode
}

/** The classes of a button's look, for the rare element that is not a Button or ButtonLink. */
export function buttonClassName(
  { variant = 'text', size = 'medium', color = 'primary', fullWidth = false }: ButtonLook,
  className?: string,
): string {
  return classNames(
    styles.button,
    variant !== 'text' && styles[variant],
    size === 'small' && styles.small,
    color !== 'primary' && styles[color],
    fullWidth && styles.fullWidth,
    className,
  )
}

function Content({ startIcon, endIcon, children }: ButtonContent) {
  return (
    <>
      {startIcon ? <span className={styles.icon}>{startIcon}</span> : null}
      {children}
      {endIcon ? <span className={classNames(styles.icon, styles.endIcon)}>{endIcon}</span> : null}
    </>
  )
}

export type ButtonProps = ButtonLook &
  ButtonContent &
  Omit<ComponentPropsWithRef<'button'>, 'color' | 'children'>

/** A native button in the site's look; `type` defaults to "button", not a form's submit. */
export function Button({
  variant,
  size,
  color,
  fullWidth,
  startIcon,
  endIcon,
  children,
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, color, fullWidth }, className)}
      {...props}
    >
      <Content startIcon={startIcon} endIcon={endIcon}>
        {children}
      </Content>
    </button>
  )
}

export type ButtonLinkProps = ButtonLook & ButtonContent & Omit<LinkProps, 'color' | 'children'>

/** A router link drawn as a button (a page to go to, not an action). */
export function ButtonLink({
  variant,
  size,
  color,
  fullWidth,
  startIcon,
  endIcon,
  children,
  className,
  ...props
}: ButtonLinkProps) {
  return (
    <Link className={buttonClassName({ variant, size, color, fullWidth }, className)} {...props}>
      <Content startIcon={startIcon} endIcon={endIcon}>
        {children}
      </Content>
    </Link>
  )
}

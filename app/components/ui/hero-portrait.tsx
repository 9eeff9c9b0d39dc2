import type { CSSProperties, SyntheticEvent } from 'react'
import list from './list.module.css'

type HeroPortraitProps = {
  /** The wiki image; null or a failed load shows the drawn fallback. */
  readonly src: string | null
  /** The hero's name: the fallback's initial (the image itself is decorative beside the name). */
  readonly name: string
  readonly size: number
  /** `eager` in a windowed list: its rows are near the view already (see PortraitImage). */
  readonly loading?: 'lazy' | 'eager'
}

/** The first letter of a name, drawn where the face cannot load. */
export function initialOf(name: string): string {
  return (name.match(/\p{L}/u)?.[0] ?? '?').toUpperCase()
}

// A failed image is hidden by an attribute, not by React state: lists and the catalog grid
// draw hundreds of portraits, and offline every one of them fails.
function hide(image: HTMLImageElement): void {
  image.dataset.failed = ''
}

/** A server-drawn image may have failed before React listened. */
function hideIfBroken(image: HTMLImageElement | null): void {
  if (image?.complete && image.naturalWidth === 0) hide(image)
}

function onError(event: SyntheticEvent<HTMLImageElement>): void {
  hide(event.currentTarget)
}

function onLoad(event: SyntheticEvent<HTMLImageElement>): void {
  delete event.currentTarget.dataset.failed
}

/**
 * A hero's face from the wiki, decorative; a failed load hides it, showing what is drawn under
 * it. `eager` where only the images near the view are drawn (a windowed grid): lazy loading
 * would only defer them to the frame that shows them.
 */
export function PortraitImage({
  src,
  size,
  loading = 'lazy',
}: {
  readonly src: string
  readonly size: number
  readonly loading?: 'lazy' | 'eager'
}) {
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading={loading}
      decoding="async"
      referrerPolicy="no-referrer"
      ref={hideIfBroken}
      onError={onError}
      onLoad={onLoad}
    />
  )
}

/**
 * A hero's face over a drawn silhouette with the initial, which shows when the image cannot
 * load (offline). Styled by class (list.module.css), sized by one custom property.
 */
export function HeroPortrait({ src, name, size, loading }: HeroPortraitProps) {
  return (
    <span
      aria-hidden
      className={list.portrait}
      style={{ '--portrait-size': `${size}px` } as CSSProperties}
    >
      {initialOf(name)}
      {src === null ? null : <PortraitImage src={src} size={size} loading={loading} />}
    </span>
  )
}

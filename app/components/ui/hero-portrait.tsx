import { useEffect, useRef, useState } from 'react'
import { LIST_CLASSES } from './list-styles.ts'

type HeroPortraitProps = {
  /** The wiki image; null or a failed load draws the fallback. */
  readonly src: string | null
  /** The hero's name: the fallback's initials (the image itself is decorative beside the name). */
  readonly name: string
  readonly size: number
}

function initialsOf(name: string): string {
  const letters = name.match(/\p{L}/gu) ?? []
  return (letters[0] ?? '?').toUpperCase()
}

/**
 * A hero's face, or a drawn silhouette with the initial when the image cannot load (offline).
 * Styled by class (list-styles.ts): lists and the catalog grid draw hundreds.
 */
export function HeroPortrait({ src, name, size }: HeroPortraitProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const hasImage = src !== null && failedSrc !== src
  const imageRef = useRef<HTMLImageElement>(null)
  // A server-drawn image may fail before React listens: check once, then listen natively.
  useEffect(() => {
    const image = imageRef.current
    if (!image || src === null) return
    const fail = () => setFailedSrc(src)
    if (image.complete && image.naturalWidth === 0) fail()
    image.addEventListener('error', fail)
    return () => image.removeEventListener('error', fail)
  }, [src])
  return (
    <span
      aria-hidden
      className={LIST_CLASSES.portrait}
      style={{ width: size, height: size, fontSize: size * 0.45 }}
    >
      {hasImage ? (
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          ref={imageRef}
          style={{ width: size, height: size, objectFit: 'cover', display: 'block' }}
        />
      ) : (
        initialsOf(name)
      )}
    </span>
  )
}

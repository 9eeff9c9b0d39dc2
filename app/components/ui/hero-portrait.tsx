import Box from '@mui/material/Box'
import { useEffect, useRef, useState } from 'react'

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

/** A hero's face, or a drawn silhouette with the initial when the image cannot load (offline). */
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
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.selected',
        color: 'text.secondary',
        display: 'grid',
        placeItems: 'center',
        fontWeight: 700,
        fontSize: size * 0.45,
        lineHeight: 1,
        userSelect: 'none',
      }}
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
    </Box>
  )
}

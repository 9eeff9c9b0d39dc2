import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { type Translate, useTranslate } from '#app/i18n/i18n.tsx'
import type { HeroDetailView } from '#app/payloads/dataset-payloads.ts'

const ART_KINDS = ['0', '1', '2', '3'] as const

function ArtImage({ src, label, name }: { src: string | null; label: string; name: string }) {
  const [hasFailed, setFailed] = useState(false)
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        sx={{
          aspectRatio: '1',
          bgcolor: 'action.selected',
          borderRadius: 1,
          overflow: 'hidden',
          display: 'grid',
          placeItems: 'center',
          color: 'text.secondary',
          fontSize: '3rem',
          fontWeight: 700,
        }}
      >
        {src !== null && !hasFailed ? (
          <img
            src={src}
            alt={`${name}: ${label}`}
            loading="lazy"
            referrerPolicy="no-referrer"
            onError={() => setFailed(true)}
            style={{ width: '100%', height: '100%', objectFit: 'contain' }}
          />
        ) : (
          <span aria-hidden>{(name.match(/\p{L}/u)?.[0] ?? '?').toUpperCase()}</span>
        )}
      </Box>
      <Typography component="figcaption" variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  )
}

function ArtGrid({
  title,
  arts,
  name,
  t,
}: {
  title: string
  arts: readonly (string | null)[]
  name: string
  t: Translate
}) {
  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
          gap: 1.5,
        }}
      >
        {ART_KINDS.map((kind, index) => (
          <ArtImage
            key={kind}
            src={arts[index] ?? null}
            label={t(`heroDetail.art.kinds.${kind}`)}
            name={name}
          />
        ))}
      </Box>
    </Box>
  )
}

/** The four arts (portrait, attack, special, damaged), and the resplendent ones. */
export function HeroArt({ view }: { view: HeroDetailView }) {
  const t = useTranslate()
  if (!view.arts) return <Typography>{t('heroDetail.art.none')}</Typography>
  return (
    <>
      <ArtGrid title={t('heroDetail.art.arts')} arts={view.arts.arts} name={view.hero.name} t={t} />
      {view.arts.resplendentArts ? (
        <ArtGrid
          title={t('heroDetail.art.resplendent')}
          arts={view.arts.resplendentArts}
          name={view.hero.name}
          t={t}
        />
      ) : null}
    </>
  )
}

import { useState } from 'react'
import { type Translate, useTranslate } from '#app/i18n/i18n.tsx'
import type { HeroDetailView } from '#app/payloads/dataset-payloads.ts'
import styles from './hero-art.module.css'

const ART_KINDS = ['0', '1', '2', '3'] as const

function ArtImage({ src, label, name }: { src: string | null; label: string; name: string }) {
  const [hasFailed, setFailed] = useState(false)
  return (
    <figure className={styles.figure}>
      <div className={styles.frame}>
        {src !== null && !hasFailed ? (
          <img
            src={src}
            alt={`${name}: ${label}`}
            loading="lazy"
            referrerPolicy="no-referrer"
            onError={() => setFailed(true)}
            className={styles.image}
          />
        ) : (
          <span aria-hidden>{(name.match(/\p{L}/u)?.[0] ?? '?').toUpperCase()}</span>
        )}
      </div>
      <figcaption className={styles.caption}>{label}</figcaption>
    </figure>
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
    <section className={styles.section}>
      <h3 className={styles.heading}>{title}</h3>
      <div className={styles.grid}>
        {ART_KINDS.map((kind, index) => (
          <ArtImage
            key={kind}
            src={arts[index] ?? null}
            label={t(`heroDetail.art.kinds.${kind}`)}
            name={name}
          />
        ))}
      </div>
    </section>
  )
}

/** The four arts (portrait, attack, special, damaged), and the resplendent ones. */
export function HeroArt({ view }: { view: HeroDetailView }) {
  const t = useTranslate()
  if (!view.arts) return <p className={styles.none}>{t('heroDetail.art.none')}</p>
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

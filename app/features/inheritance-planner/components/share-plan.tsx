import { Suspense, use, useState } from 'react'
import { useLocation } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import type { Barracks } from '#app/domain/barracks-model.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import type { HeroNumbers } from '#app/storage/barracks-link.ts'
import { BARRACKS_LINK_KEY, loadBarracksLinkCodec } from '#app/storage/barracks-link-key.ts'

/**
 * The plan as a link: its search (targets, keeps, pools) and the barracks in the fragment,
 * which never reaches the server (issue 24 §4).
 */
export function SharePlan({
  barracks,
  numbers,
}: {
  readonly barracks: Barracks
  readonly numbers: HeroNumbers
}) {
  const t = useTranslate()
  const [isShown, setShown] = useState(false)
  return (
    <>
      <Button variant="outlined" onClick={() => setShown((shown) => !shown)}>
        {t('inheritancePlanner.share.button')}
      </Button>
      {isShown ? (
        <Suspense fallback={null}>
          <ShareLinkField barracks={barracks} numbers={numbers} />
        </Suspense>
      ) : null}
    </>
  )
}

/** The link itself, written once the codec (loaded on the first share) is here. */
function ShareLinkField({
  barracks,
  numbers,
}: {
  readonly barracks: Barracks
  readonly numbers: HeroNumbers
}) {
  const t = useTranslate()
  const { pathname, search } = useLocation()
  const { encodeBarracksLink } = use(loadBarracksLinkCodec())
  const link = `${window.location.origin}${pathname}${search}#${BARRACKS_LINK_KEY}=${encodeBarracksLink(barracks, numbers)}`
  return (
    <TextField
      label={t('inheritancePlanner.share.label')}
      value={link}
      readOnly
      fullWidth
      helperText={t('inheritancePlanner.share.help')}
      slotProps={{ htmlInput: { onFocus: (event) => event.currentTarget.select() } }}
    />
  )
}

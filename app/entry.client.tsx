import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { EMOTION_INSERTION_POINT, EMOTION_KEY } from '#app/lib/emotion.ts'

// Same key as the server's cache, so the styles sent in <head> are reused, not inserted again;
// starting from the server's insertion point, they stay where they are.
const cache = createCache({
  key: EMOTION_KEY,
  insertionPoint:
    document.querySelector<HTMLElement>(`meta[name="${EMOTION_INSERTION_POINT}"]`) ?? undefined,
})

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <CacheProvider value={cache}>
        <HydratedRouter />
      </CacheProvider>
    </StrictMode>,
  )
})

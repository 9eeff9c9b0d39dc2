import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import { StyleSheet } from '@emotion/sheet'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { EMOTION_INSERTION_POINT, EMOTION_KEY } from '#app/lib/emotion.ts'
import { nextTask } from '#app/lib/next-task.ts'

/**
 * Emotion's sheets move each server style tag they take over, and a moved stylesheet is parsed
 * and applied again to the whole page. The server put every tag where it belongs
 * (entry.server.tsx), so this sheet takes them where they are. The global styles (the theme's
 * variables, the baseline) make their sheets from the cache's sheet's class.
 */
class InPlaceStyleSheet extends StyleSheet {
  override hydrate(nodes: HTMLStyleElement[]): void {
    this.tags.push(...nodes)
  }
}

// Hydration starts in a task of its own: evaluating the app's modules is one long task already.
await nextTask()

// Same key as the server's cache, so the styles sent in <head> are reused, not inserted again;
// starting from the server's insertion point, they stay where they are.
const insertionPoint =
  document.querySelector<HTMLElement>(`meta[name="${EMOTION_INSERTION_POINT}"]`) ?? undefined
const cache = createCache({ key: EMOTION_KEY, insertionPoint })
const sheet = new InPlaceStyleSheet({
  key: EMOTION_KEY,
  container: document.head,
  insertionPoint,
  speedy: cache.sheet.isSpeedy,
})
sheet.hydrate(cache.sheet.tags)
cache.sheet = sheet

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

import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { nextTask } from '#app/lib/next-task.ts'
import { registerServiceWorker } from '#app/lib/service-worker.ts'

// Hydration starts in a task of its own: evaluating the app's modules is one long task already.
await nextTask()

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      {/* The server draws the site's stylesheet, then the router (entry.server.tsx): the empty
      place keeps both trees alike, or useId's ids differ (a listbox loses its label's name). */}
      {null}
      <HydratedRouter />
    </StrictMode>,
  )
})

registerServiceWorker()

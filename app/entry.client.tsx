import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { nextTask } from '#app/lib/next-task.ts'

// Hydration starts in a task of its own: evaluating the app's modules is one long task already.
await nextTask()

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})

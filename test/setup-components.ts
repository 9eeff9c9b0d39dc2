import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Lazy parts (Base UI's slider and dialog) are compiled on their first import in a test run: on
// a busy machine that took over the default second, so a find waits up to five.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => {
  cleanup()
})

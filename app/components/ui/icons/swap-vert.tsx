import { createIcon } from './icon.tsx'

export const SwapVertIcon = createIcon(
  'M16 17.01V10h-2v7.01h-3L15 21l4-3.99zM9 3 5 6.99h3V14h2V6.99h3z',
  'SwapVertIcon',
)

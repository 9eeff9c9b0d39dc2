import { createIcon } from './icon.tsx'

export const ViewColumnIcon = createIcon(
  'M14.67 5v14H9.33V5zm1 14H21V5h-5.33zm-7.34 0V5H3v14z',
  'ViewColumnIcon',
)

import { createIcon } from './icon.tsx'

export const AddIcon = createIcon('M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z', 'AddIcon')

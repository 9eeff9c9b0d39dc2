import { lazy } from 'react'

// The candidate form (hero and skill pickers, masks) and the delete dialog (Base UI's dialog)
// are drawn only after a click: their code loads then, or as the pointer or focus
// reaches a button that opens them.
export const loadCandidateEditor = () => import('./candidate-editor.tsx')
export const LazyCandidateEditor = lazy(() =>
  loadCandidateEditor().then((module) => ({ default: module.CandidateEditor })),
)
export const loadDeleteDialog = () => import('./delete-dialog.tsx')
export const LazyDeleteDialog = lazy(() =>
  loadDeleteDialog().then((module) => ({ default: module.DeleteDialog })),
)

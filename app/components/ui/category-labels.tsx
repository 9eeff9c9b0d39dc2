import list from './list.module.css'

type CategoryLabel = { readonly key: string; readonly label: string; readonly title: string }

/** Small outlined labels in a row (availability categories), each explained on hover. */
export function CategoryLabels({ labels }: { labels: readonly CategoryLabel[] }) {
  return (
    <span className={list.categoryLabels}>
      {labels.map((entry) => (
        <span key={entry.key} title={entry.title}>
          {entry.label}
        </span>
      ))}
    </span>
  )
}

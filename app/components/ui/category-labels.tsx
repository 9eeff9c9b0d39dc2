import Box from '@mui/material/Box'

type CategoryLabel = { readonly key: string; readonly label: string; readonly title: string }

/** Small outlined labels in a row (availability categories), each explained on hover. */
export function CategoryLabels({ labels }: { labels: readonly CategoryLabel[] }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
      {labels.map((entry) => (
        <Box
          key={entry.key}
          component="span"
          title={entry.title}
          sx={{
            px: 0.75,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            whiteSpace: 'nowrap',
            fontSize: '0.75rem',
          }}
        >
          {entry.label}
        </Box>
      ))}
    </Box>
  )
}

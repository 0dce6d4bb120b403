import { Box } from '@mui/material';

/** A course's colour as a small square; the hex value is its accessible name. */
export function ColourSwatch({ color }: { color: string }) {
  return (
    <Box
      role="img"
      aria-label={color}
      sx={{ width: 20, height: 20, borderRadius: 0.5, bgcolor: color, border: 1, borderColor: 'divider', display: 'inline-block' }}
    />
  );
}

import { useCallback, useState } from 'react';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';

/** Spec section 6: table settings per user; kept in this browser under the user's id. */
export function useColumnChoice(gridId: string, userId: string | undefined) {
  const key = `takt.grid.${userId ?? 'anonymous'}.${gridId}.columns`;
  const [model, setModel] = useState<GridColumnVisibilityModel>(() => {
    try {
      return JSON.parse(localStorage.getItem(key) ?? '{}') as GridColumnVisibilityModel;
    } catch {
      return {};
    }
  });
  const change = useCallback(
    (next: GridColumnVisibilityModel) => {
      localStorage.setItem(key, JSON.stringify(next));
      setModel(next);
    },
    [key],
  );
  return [model, change] as const;
}

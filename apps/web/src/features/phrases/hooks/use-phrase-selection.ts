import { useCallback, useMemo, useState } from 'react';

/**
 * The checked phrases. Only ids still in the list count, so a deleted phrase leaves the
 * selection by itself and a refresh cannot keep a vanished id selected.
 */
export function usePhraseSelection(listedIds: readonly string[]) {
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());

  const selectedIds = useMemo(() => listedIds.filter((id) => checked.has(id)), [listedIds, checked]);

  const toggle = useCallback((id: string) => {
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const setAll = useCallback((selected: boolean) => setChecked(new Set(selected ? listedIds : [])), [listedIds]);
  const clear = useCallback(() => setChecked(new Set()), []);

  return { selectedIds, isSelected: (id: string) => checked.has(id), toggle, setAll, clear };
}

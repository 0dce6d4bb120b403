import { SelectFilter } from '../../../ui/form/select-filter.tsx';
import { useLocationChoices } from '../api/locations.api.ts';

/** A list's "narrow to one location" choice ('' for all); the grid applies it as a server filter. */
export function LocationFilter({ value, onChange }: { value: string; onChange(locationId: string): void }) {
  const locations = useLocationChoices().data ?? [];
  const options = locations.map((l) => ({ value: l.id, label: l.name }));
  return <SelectFilter label="org.filterLocation" all="org.allLocations" value={value} onChange={onChange} options={options} />;
}

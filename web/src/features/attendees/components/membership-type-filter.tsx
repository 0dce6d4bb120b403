import { SelectFilter } from '../../../ui/form/select-filter.tsx';
import { useMembershipTypeChoices } from '../api/attendees.api.ts';

/** The member list's "holding a membership of this type today" choice ('' for all). */
export function MembershipTypeFilter({ value, onChange }: { value: string; onChange(membershipTypeId: string): void }) {
  const options = (useMembershipTypeChoices().data ?? []).map((t) => ({ value: t.id, label: t.name }));
  return (
    <SelectFilter
      label="attendees.filterMembershipType"
      all="attendees.allMembershipTypes"
      value={value}
      onChange={onChange}
      options={options}
    />
  );
}

import { SelectFilter } from '../../../ui/form/select-filter.tsx';
import { useDepartmentChoices } from '../api/departments.api.ts';

/** Narrow a list or the calendar to one department ('' for all). */
export function DepartmentFilter({ value, onChange }: { value: string; onChange(departmentId: string): void }) {
  const departments = useDepartmentChoices().data ?? [];
  const options = departments.map((d) => ({ value: d.id, label: d.name }));
  return <SelectFilter label="org.filterDepartment" all="org.allDepartments" value={value} onChange={onChange} options={options} />;
}

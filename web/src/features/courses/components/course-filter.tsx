import { SelectFilter } from '../../../ui/form/select-filter.tsx';
import { useCourseChoices } from '../api/courses.api.ts';

/** Narrow appointments or the calendar to one course ('' for all). */
export function CourseFilter({ value, onChange, width }: { value: string; onChange(courseId: string): void; width?: number }) {
  const courses = useCourseChoices().data ?? [];
  const options = courses.map((c) => ({ value: c.id, label: c.name }));
  return (
    <SelectFilter label="courses.filterCourse" all="courses.allCourses" value={value} onChange={onChange} options={options} width={width} />
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { schedulingCourseContracts as routes, type CourseInput } from '@takt/proto/http/scheduling/courses';
import type { z } from 'zod';
import { call, pathOf } from '../../../api/call.ts';
import { send } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** Every query of courses starts with this key; writes invalidate it. */
export const courseKeys = queryKeys('courses');
export type CourseValues = z.input<typeof CourseInput>;

/** Every course's id and name, for choices and filters. */
export const useCourseChoices = () =>
  useQuery({ queryKey: courseKeys.related('all', 'choices'), queryFn: () => call(routes.getCourseOptions) });

export const useCourse = (id: string) =>
  useQuery({ queryKey: courseKeys.detail(id), queryFn: () => call(routes.getCourse, { params: { id } }) });

/** Save rule of spec section 4: without an id it is created, otherwise updated. */
export function useSaveCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CourseValues }) =>
      id ? call(routes.updateCourse, { params: { id }, body }).then((c) => ({ id: c.id })) : call(routes.createCourse, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(routes.deleteCourse, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}

export function useCopyCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(routes.copyCourse, { body: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}

export const checkCourseBookings = (id: string) => call(routes.checkCourseBookings, { params: { id } });

/** Upload (the bytes decide the type on the server) and removal of a course's logo. */
export function useCourseLogo(id: string) {
  const queryClient = useQueryClient();
  const done = { onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }) };
  return {
    upload: useMutation({
      mutationFn: (file: File) => {
        const form = new FormData();
        form.append('File', file);
        return send({ method: routes.updateCourseLogo.method, path: pathOf(routes.updateCourseLogo, { id }), body: form });
      },
      ...done,
    }),
    remove: useMutation({ mutationFn: () => call(routes.removeCourseLogo, { params: { id } }), ...done }),
  };
}

/** The logo's address; `version` changes after an upload so the browser fetches the new image. */
export const courseLogoUrl = (id: string, version: number) => `${pathOf(routes.getCourseLogo, { id })}?v=${version}`;

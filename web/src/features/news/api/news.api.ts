import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { newsContracts as routes, type NewsInput } from '@takt/proto/http/notification/news';
import type { z } from 'zod';
import { call, pathOf } from '../../../api/call.ts';
import { send } from '../../../api/client.ts';
import { odataQuery } from '../../../api/odata.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** Every query of news starts with this key; writes invalidate it. */
export const newsKeys = queryKeys('news');

export const useNews = (id: string) => useQuery({ queryKey: newsKeys.detail(id), queryFn: () => call(routes.getNews, { params: { id } }) });

/** Save rule of spec section 4: without an id it is created, otherwise updated. */
export function useSaveNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: z.input<typeof NewsInput> }) =>
      id ? call(routes.updateNews, { params: { id }, body }) : call(routes.createNews, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  });
}

export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(routes.deleteNews, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  });
}

/** A news's targets (all of them: NewsRef lists are unpaged) and their replacement. */
export function useNewsTargets(newsId: string) {
  const queryClient = useQueryClient();
  const key = newsKeys.related(newsId, 'refs');
  return {
    refs: useQuery({ queryKey: key, queryFn: () => call(routes.getNewsRefs, { query: new URLSearchParams({ newsId }).toString() }) }),
    save: useMutation({
      mutationFn: (t: { locationIds: string[]; departmentIds: string[] }) => call(routes.addNewsRefs, { body: { newsId, ...t } }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
    }),
  };
}

export const useSendNewsPush = () => useMutation({ mutationFn: (newsId: string) => call(routes.sendNewsWebPush, { body: { newsId } }) });

export function useUploadNewsLogo(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('File', file);
      return send({ method: routes.updateNewsLogo.method, path: pathOf(routes.updateNewsLogo, { id }), body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  });
}

/** The logo's address; `version` changes after an upload so the browser fetches the new image. */
export const newsLogoUrl = (id: string, version: string) => `${pathOf(routes.getNewsLogo, { id })}?v=${encodeURIComponent(version)}`;

/** Spec section 9: news one per page, newest fromDate first (the contract's default order). */
export const usePublicNews = (companyId: string, page: number) =>
  useQuery({
    queryKey: newsKeys.related(companyId, `public-${page}`),
    queryFn: () => call(routes.getNewsAnonymous, { params: { companyId }, query: odataQuery({ top: 1, skip: page }) }),
    placeholderData: keepPreviousData,
  });

import { z } from 'zod';
import { commaList, Created, IdParams, LocalDate, odataList, Uuid } from '../common.ts';
import { route } from '../contract.ts';
import { screenRoles } from '../../screens.ts';
import type { ODataResource } from '../../odata.ts';

// Spec sections 3, 7 and 9: news with validity dates, targets (NewsRefs), a public marker and a logo.

const office = screenRoles('/news');

/** The userPermissions marker that shows a news on the company's public page. */
export const NEWS_PUBLISH = 'PUBLISH';

export const NewsInput = z
  .object({
    active: z.boolean().default(true),
    subject: z.string().trim().min(1).max(200),
    text: z.string().max(10_000).default(''),
    /** ['PUBLISH'] shows the news on the public page; nothing else is known. */
    userPermissions: z.array(z.literal(NEWS_PUBLISH)).max(1).default([]),
    fromDate: LocalDate,
    tillDate: LocalDate.nullish(),
  })
  .refine((n) => !n.tillDate || n.tillDate >= n.fromDate, { path: ['tillDate'], message: 'must not be before fromDate' });
export type NewsInput = z.infer<typeof NewsInput>;

export const News = z.object({
  id: Uuid,
  companyId: Uuid,
  active: z.boolean(),
  subject: z.string(),
  text: z.string(),
  userPermissions: z.array(z.string()),
  fromDate: z.string(),
  tillDate: z.string().nullable(),
  creatorFullName: z.string().nullable(),
  createdDate: z.string(),
  hasLogo: z.boolean(),
});
export type News = z.infer<typeof News>;

export const NewsRef = z.object({
  id: Uuid,
  newsId: Uuid,
  companyId: Uuid,
  locationId: Uuid.nullable(),
  departmentId: Uuid.nullable(),
});

/** The whole target set of a news: its locations and departments (none: everyone). */
export const NewsTargetsBody = z.object({
  newsId: Uuid,
  locationIds: z.array(Uuid).max(250).default([]),
  departmentIds: z.array(Uuid).max(250).default([]),
});

// Spec section 9: news fromDate desc, one per page in the member's view.
const newsOData: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    active: { type: 'boolean' },
    subject: { type: 'string' },
    text: { type: 'string' },
    fromDate: { type: 'date' },
    tillDate: { type: 'date' },
    creatorFullName: { type: 'string' },
    createdDate: { type: 'datetime' },
  },
  defaultOrder: [{ name: 'fromDate', direction: 'desc' }],
};

const Targets = z.object({ locationIds: commaList(Uuid).default([]), departmentIds: commaList(Uuid).default([]) });

export const newsContracts = {
  listNews: route({
    method: 'GET',
    path: '/odata/news',
    service: 'notification',
    access: office,
    permission: 'newsView',
    summary: "The company's news, newest fromDate first; searchable on subject and text",
    odata: newsOData,
    response: odataList(News),
  }),
  getNewsForCurrentUser: route({
    method: 'GET',
    path: '/odata/news/GetForCurrentUser()',
    service: 'notification',
    access: 'authenticated',
    summary: 'Active news valid today for these locations and departments (untargeted news always), newest first',
    query: Targets,
    odata: { ...newsOData, defaultTop: 1 },
    response: odataList(News),
  }),
  getNewsAnonymous: route({
    method: 'GET',
    path: '/odata/news/GetNewsAnonymous/:companyId',
    service: 'notification',
    access: 'public',
    summary: "A company's public news valid today (optionally for these locations), newest first",
    params: z.object({ companyId: Uuid }),
    query: Targets.pick({ locationIds: true }),
    odata: { ...newsOData, defaultTop: 1 },
    response: odataList(News),
  }),
  getNews: route({
    method: 'GET',
    path: '/api/news/:id',
    service: 'notification',
    access: office,
    permission: 'newsView',
    summary: 'One news',
    params: IdParams,
    response: News,
  }),
  createNews: route({
    method: 'POST',
    path: '/api/news',
    service: 'notification',
    access: office,
    permission: 'newsCreateDelete',
    summary: 'Create a news (the creator is the caller)',
    body: NewsInput,
    response: News,
  }),
  updateNews: route({
    method: 'PUT',
    path: '/api/news/:id',
    service: 'notification',
    access: office,
    permission: 'newsEdit',
    summary: 'Change a news',
    params: IdParams,
    body: NewsInput,
    response: News,
  }),
  deleteNews: route({
    method: 'DELETE',
    path: '/api/news/:id',
    service: 'notification',
    access: office,
    permission: 'newsCreateDelete',
    summary: 'Delete a news with its targets and logo',
    params: IdParams,
  }),
  getNewsLogo: route({
    method: 'GET',
    path: '/api/news/GetLogo/:id',
    service: 'notification',
    access: 'public',
    summary: "A news's logo image (public: the public news page shows it)",
    params: IdParams,
    binary: 'download',
  }),
  updateNewsLogo: route({
    method: 'POST',
    path: '/api/news/UpdateLogo/:id',
    service: 'notification',
    access: office,
    permission: 'newsEdit',
    summary: "Set a saved news's logo: multipart field File, PNG, JPEG or WebP up to 2 MiB (the bytes decide the type)",
    params: IdParams,
    binary: 'upload',
    response: Created,
  }),
  sendNewsWebPush: route({
    method: 'POST',
    path: '/api/news/SendWebPushMessages',
    service: 'notification',
    access: office,
    permission: 'newsEdit',
    summary: 'Put the news into the bell of every member it targets (given, else its own targets) and push it to their browsers',
    body: z.object({ newsId: Uuid, locationIds: z.array(Uuid).max(250).optional(), departmentIds: z.array(Uuid).max(250).optional() }),
    response: z.object({ recipients: z.number().int() }),
  }),
  getNewsRefs: route({
    method: 'GET',
    path: '/api/NewsRefs/GetAll',
    service: 'notification',
    access: office,
    permission: 'newsView',
    summary: "A news's targets (all of them: NewsRef lists are unpaged)",
    query: z.object({ newsId: Uuid }),
    response: z.array(NewsRef),
  }),
  addNewsRefs: route({
    method: 'POST',
    path: '/api/NewsRefs/AddMultiple',
    service: 'notification',
    access: office,
    permission: 'newsEdit',
    summary: "Replace a news's targets with these locations and departments",
    body: NewsTargetsBody,
    response: z.array(NewsRef),
  }),
} as const;

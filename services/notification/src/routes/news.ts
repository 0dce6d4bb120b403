import { dtoOf, localDate, readUploadForm, type Bus, type Router } from '@takt/kit';
import { News as NewsDto, NewsRef as NewsRefDto, notificationContracts as routes } from '@takt/proto';
import { getNewsLogo, updateNewsLogo } from '../operations/news-logo.ts';
import { getNewsRefs, setNewsRefs } from '../operations/news-refs.ts';
import { createNews, deleteNews, getNews, updateNews } from '../operations/save-news.ts';
import { sendNewsPush } from '../operations/send-news-push.ts';
import type { WebPush } from '../push/web-push.ts';
import type { Client } from '../store/client.ts';
import { visibleNewsWhere, withLogoFlags, type NewsRow } from '../store/news.ts';
import { asCompanyPage } from '../operations/public-news.ts';

const toDto = dtoOf(NewsDto);
const toRef = dtoOf(NewsRefDto);

export function newsRoutes(r: Router<Client>, bus: Bus, push: WebPush): void {
  r.list(routes.listNews, { model: (tx) => tx.news, enrich: withLogoFlags, map: (row: NewsRow) => toDto(row) });
  r.list(routes.getNewsForCurrentUser, {
    model: (tx) => tx.news,
    where: ({ query }) => visibleNewsWhere(localDate(), query),
    enrich: withLogoFlags,
    map: (row: NewsRow) => toDto(row),
  });
  r.list(routes.getNewsAnonymous, {
    // Anonymous: the path names the company; only its public news show.
    run: ({ params, db }, work) => asCompanyPage(db, params.companyId, work),
    model: (tx) => tx.news,
    where: ({ query }) => visibleNewsWhere(localDate(), { locationIds: query.locationIds, departmentIds: [] }, true),
    enrich: withLogoFlags,
    map: (row: NewsRow) => toDto(row),
  });
  r.handle(routes.getNews, async ({ params, db }) => toDto(await getNews(db, params.id)));
  r.handle(routes.createNews, async ({ body, db, user }) => toDto(await createNews(db, user, body)));
  r.handle(routes.updateNews, async ({ params, body, db }) => toDto(await updateNews(db, params.id, body)));
  r.handle(routes.deleteNews, ({ params, db }) => deleteNews(db, params.id));
  r.handle(routes.getNewsLogo, async ({ params, db, reply }) => {
    const logo = await getNewsLogo(db, params.id);
    return reply
      .header('content-type', logo.contentType)
      .header('cache-control', 'public, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(logo.bytes));
  });
  r.handle(routes.updateNewsLogo, async ({ req, params, db }) => updateNewsLogo(db, params.id, await readUploadForm(req, 'File')));
  r.handle(routes.sendNewsWebPush, ({ body, db, user }) => sendNewsPush(db, bus, push, user, body));
  r.handle(routes.getNewsRefs, async ({ query, db }) => (await getNewsRefs(db, query.newsId)).map(toRef));
  r.handle(routes.addNewsRefs, async ({ body, db }) => (await setNewsRefs(db, body)).map(toRef));
}

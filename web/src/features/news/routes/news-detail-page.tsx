import { useState } from 'react';
import { Button } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { useMe } from '../../../api/me.ts';
import { DetailPage } from '../../../ui/detail/detail-page.tsx';
import { EditDeleteActions } from '../../../ui/detail/edit-delete-actions.tsx';
import { FieldTable } from '../../../ui/detail/field-table.tsx';
import { useConfirm } from '../../../ui/dialog/confirm-dialog.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useDeleteNews, useNews, useSendNewsPush } from '../api/news.api.ts';
import { NewsLogo } from '../components/news-logo.tsx';
import { NewsTargets } from '../components/news-targets.tsx';
import { NewsFormDialog } from '../forms/news-form-dialog.tsx';

/** /news/{id}: the news with edit, delete and publish (push to the targeted members); tabs for data, targets and logo. */
export function NewsDetailPage() {
  const { newsId = '' } = useParams();
  const intl = useIntl();
  const navigate = useNavigate();
  const notify = useNotify();
  const confirm = useConfirm();
  const me = useMe().data;
  const news = useNews(newsId);
  const remove = useDeleteNews();
  const push = useSendNewsPush();
  const [editing, setEditing] = useState(false);
  const may = (flag: string) => Boolean(me && (me.isAdmin || me.permissions.includes(flag)));
  const n = news.data;

  const onDelete = async () => {
    const ok = await confirm({
      title: 'news.deleteTitle',
      text: 'news.deleteText',
      values: { subject: n?.subject ?? '' },
      confirm: 'common.delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(newsId);
      notify({ id: 'news.deleted' });
      navigate('/news', { replace: true });
    } catch (err) {
      notify({ id: errorMessageId(err), severity: 'error' });
    }
  };
  const onPublish = () =>
    push.mutate(newsId, {
      onSuccess: ({ recipients }) => notify({ id: 'news.pushed', values: { count: recipients } }),
      onError: (err) => notify({ id: errorMessageId(err), severity: 'error' }),
    });
  const yesNo = (v: boolean) => intl.formatMessage({ id: v ? 'common.yes' : 'common.no' });

  return (
    <>
      <DetailPage
        back={{ to: '/news', label: 'news.title' }}
        title={n?.subject}
        subtitle={n ? `${n.fromDate}${n.tillDate ? ` – ${n.tillDate}` : ''}` : undefined}
        loading={news.isLoading}
        error={news.isError}
        actions={
          <>
            {may('newsEdit') && (
              <Button variant="contained" startIcon={<SendIcon />} onClick={onPublish} disabled={push.isPending} data-testid="news-publish">
                <FormattedMessage id="news.publish" />
              </Button>
            )}
            <EditDeleteActions
              canEdit={may('newsEdit')}
              canDelete={may('newsCreateDelete')}
              onEdit={() => setEditing(true)}
              onDelete={() => void onDelete()}
            />
          </>
        }
        tabs={
          n
            ? [
                {
                  id: 'data',
                  label: 'news.tab.data',
                  content: (
                    <FieldTable
                      rows={[
                        ['news.text', n.text],
                        ['news.creator', n.creatorFullName ?? ''],
                        ['news.public', yesNo(n.userPermissions.includes('PUBLISH'))],
                        ['news.active', yesNo(n.active)],
                      ]}
                    />
                  ),
                },
                { id: 'targets', label: 'news.tab.targets', content: <NewsTargets newsId={newsId} canEdit={may('newsEdit')} /> },
                {
                  id: 'logo',
                  label: 'news.tab.logo',
                  content: <NewsLogo newsId={newsId} hasLogo={n.hasLogo} version={String(news.dataUpdatedAt)} canEdit={may('newsEdit')} />,
                },
              ]
            : []
        }
      />
      {n && (
        <NewsFormDialog
          id={newsId}
          open={editing}
          onClose={() => setEditing(false)}
          initial={{
            subject: n.subject,
            text: n.text,
            active: n.active,
            userPermissions: n.userPermissions.filter((p) => p === 'PUBLISH'),
            fromDate: n.fromDate,
            tillDate: n.tillDate,
          }}
        />
      )}
    </>
  );
}

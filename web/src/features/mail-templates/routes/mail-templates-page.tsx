import { useState } from 'react';
import { Alert, Box, List, ListItem, ListItemButton, ListItemText, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { MAIL_TEMPLATES, type MailTemplateName } from '@takt/proto/http/notification/mail-templates';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useLocale } from '../../../i18n/locale.tsx';
import { useMailPreview } from '../api/mail-templates.api.ts';

type Lang = 'de' | 'en';
const isTemplate = (v: string | null): v is MailTemplateName => MAIL_TEMPLATES.includes(v as MailTemplateName);

function Preview({ template, lang }: { template: MailTemplateName; lang: Lang }) {
  const intl = useIntl();
  const preview = useMailPreview(template, lang);
  if (preview.isError) {
    return (
      <Alert severity="error">
        <FormattedMessage id="error.load_data_failed" />
      </Alert>
    );
  }
  const p = preview.data;
  return (
    <Stack spacing={1} aria-busy={preview.isLoading}>
      <Typography variant="subtitle1" component="p" data-testid="mail-subject">
        <FormattedMessage id="mailTemplates.subjectLine" values={{ subject: <strong>{p?.subject ?? ''}</strong> }} />
      </Typography>
      {/* The mail's HTML is shown as a stranger's document: no scripts, no forms, no same-origin access. */}
      <Box
        component="iframe"
        sandbox=""
        srcDoc={p?.html ?? ''}
        title={intl.formatMessage({ id: 'mailTemplates.frame' }, { name: intl.formatMessage({ id: `mailTemplates.name.${template}` }) })}
        data-testid="mail-frame"
        sx={{ width: '100%', minHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
      />
    </Stack>
  );
}

/**
 * /mail-templates: every mail the system sends, rendered by notification with sample data, in
 * German and English. The admin checks wording before a member ever gets one.
 */
export function MailTemplatesPage() {
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const chosen = search.get('template');
  const template: MailTemplateName = isTemplate(chosen) ? chosen : MAIL_TEMPLATES[0];
  const { locale } = useLocale();
  const [lang, setLang] = useState<Lang>(locale);
  const choose = (t: MailTemplateName) => setSearch({ template: t }, { replace: true });
  return (
    <Stack spacing={2}>
      <Typography variant="h1">
        <FormattedMessage id="mailTemplates.title" />
      </Typography>
      <Typography color="text.secondary">
        <FormattedMessage id="mailTemplates.intro" />
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '280px 1fr' }, alignItems: 'start' }}>
        <Paper variant="outlined" component="nav" aria-label={intl.formatMessage({ id: 'mailTemplates.list' })}>
          <List dense>
            {MAIL_TEMPLATES.map((t) => (
              <ListItem key={t} disablePadding>
                <ListItemButton selected={t === template} aria-current={t === template ? 'true' : undefined} onClick={() => choose(t)}>
                  <ListItemText primary={intl.formatMessage({ id: `mailTemplates.name.${t}` })} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h2" sx={{ mb: 1 }}>
            <FormattedMessage id={`mailTemplates.name.${template}`} />
          </Typography>
          <Tabs
            value={lang}
            onChange={(_, v: Lang) => setLang(v)}
            aria-label={intl.formatMessage({ id: 'mailTemplates.language' })}
            sx={{ mb: 2 }}
          >
            <Tab value="de" label={intl.formatMessage({ id: 'mailTemplates.german' })} />
            <Tab value="en" label={intl.formatMessage({ id: 'mailTemplates.english' })} />
          </Tabs>
          <Preview template={template} lang={lang} />
        </Paper>
      </Box>
    </Stack>
  );
}

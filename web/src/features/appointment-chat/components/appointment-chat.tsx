import { useState } from 'react';
import { Alert, Box, Button, LinearProgress, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppointmentChatGroup } from '../../../api/hub-context.tsx';
import { useMe } from '../../../api/me.ts';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useAppointmentMessages, usePostAppointmentMessage } from '../api/appointment-messages.api.ts';

type Message = NonNullable<ReturnType<typeof useAppointmentMessages>['data']>[number];

function Bubble({ m, mine }: { m: Message; mine: boolean }) {
  const intl = useIntl();
  // Staff names are not in scheduling's read models yet: their role stands in for the name.
  const author = mine
    ? intl.formatMessage({ id: 'chat.you' })
    : (m.authorFullName ?? intl.formatMessage({ id: `org.role.${m.authorRoles[0] ?? 'attendee'}` }));
  const when = intl.formatDate(m.createdDate, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <Box
      component="li"
      sx={{
        justifySelf: mine ? 'end' : 'start',
        maxWidth: '85%',
        bgcolor: mine ? 'primary.main' : 'action.hover',
        color: mine ? 'primary.contrastText' : 'text.primary',
        borderRadius: 2,
        px: 1.5,
        py: 1,
      }}
    >
      <Typography variant="caption" component="div">
        {author} · {when}
        {m.lastEditedDate && ` · ${intl.formatMessage({ id: 'chat.edited' })}`}
        {m.recipientApplicationUserId && ` · ${intl.formatMessage({ id: 'chat.private' }, { name: m.recipientFullName ?? '' })}`}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.text}</Typography>
    </Box>
  );
}

/**
 * An appointment's chat: the messages oldest first, live through the appointment's hub group,
 * and a field to write (Enter sends, Shift+Enter starts a new line).
 */
export function AppointmentChat({ appointmentId }: { appointmentId: string }) {
  useAppointmentChatGroup(appointmentId);
  const intl = useIntl();
  const me = useMe().data;
  const messages = useAppointmentMessages(appointmentId);
  const post = usePostAppointmentMessage(appointmentId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const rows = messages.data ?? [];

  const send = async () => {
    if (!text.trim() || post.isPending) return;
    try {
      await post.mutateAsync(text);
      setText('');
      setError(null);
    } catch (err) {
      setError(errorMessageId(err));
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {messages.isLoading && <LinearProgress aria-hidden />}
      {messages.isError && (
        <Alert severity="error">
          <FormattedMessage id="error.load_data_failed" />
        </Alert>
      )}
      {messages.isSuccess && rows.length === 0 && (
        <Typography color="text.secondary">
          <FormattedMessage id="chat.empty" />
        </Typography>
      )}
      <Box
        component="ol"
        aria-label={intl.formatMessage({ id: 'chat.messages' })}
        aria-live="polite"
        data-testid="chat-messages"
        sx={{ listStyle: 'none', p: 0, m: 0, maxHeight: 420, overflowY: 'auto', display: 'grid', gap: 1 }}
      >
        {rows.map((m) => (
          <Bubble key={m.id} m={m} mine={m.applicationUserId === me?.account.id} />
        ))}
      </Box>
      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          label={intl.formatMessage({ id: 'chat.newMessage' })}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              void send();
            }
          }}
          multiline
          maxRows={4}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { maxLength: 2000 } }}
          error={error !== null}
          helperText={error && intl.formatMessage({ id: error })}
        />
        <Button type="submit" variant="contained" disabled={post.isPending || !text.trim()} startIcon={<SendIcon />}>
          <FormattedMessage id="chat.send" />
        </Button>
      </Box>
    </Box>
  );
}

import { Box, Button, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { courseLogoUrl, useCourseLogo } from '../api/courses.api.ts';

/** A course's logo (PNG, JPEG or WebP up to 2 MiB): preview, upload, remove. */
export function CourseLogo(props: { courseId: string; hasLogo: boolean; version: number; canEdit: boolean }) {
  const intl = useIntl();
  const notify = useNotify();
  const logo = useCourseLogo(props.courseId);
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notify({ id: done });
    } catch (err) {
      notify({ id: errorMessageId(err), severity: 'error' });
    }
  };
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Typography variant="h2">
        <FormattedMessage id="courses.logo" />
      </Typography>
      {props.hasLogo ? (
        <Box
          component="img"
          src={courseLogoUrl(props.courseId, props.version)}
          alt={intl.formatMessage({ id: 'courses.logo' })}
          sx={{ maxWidth: 200, maxHeight: 120, objectFit: 'contain' }}
        />
      ) : (
        <Typography color="text.secondary">
          <FormattedMessage id="courses.noLogo" />
        </Typography>
      )}
      {props.canEdit && (
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" component="label" disabled={logo.upload.isPending}>
            <FormattedMessage id="courses.uploadLogo" />
            <input
              hidden
              type="file"
              accept="image/png,image/jpeg,image/webp"
              data-testid="course-logo-file"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void run(() => logo.upload.mutateAsync(file), 'courses.logoSaved');
              }}
            />
          </Button>
          {props.hasLogo && (
            <Button variant="outlined" color="error" onClick={() => void run(() => logo.remove.mutateAsync(), 'courses.logoRemoved')}>
              <FormattedMessage id="courses.removeLogo" />
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}

import { useRef, useState, type DragEvent } from 'react';
import { Box, Button, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { FormattedMessage } from 'react-intl';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useUploadDocument } from '../api/documents.api.ts';

/**
 * Drop files here, or pick them with the button (a real button: Tab and Enter work). Each file
 * is uploaded on its own so one refused file (too large, wrong type) does not stop the others.
 */
export function UploadZone({ parentId }: { parentId?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const upload = useUploadDocument();
  const notify = useNotify();

  const send = async (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      try {
        await upload.mutateAsync({ file, parentId });
        notify({ id: 'documents.uploaded', values: { name: file.name } });
      } catch (err) {
        notify({ id: errorMessageId(err), severity: 'error' });
      }
    }
    if (input.current) input.current.value = '';
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void send(e.dataTransfer.files);
  };

  return (
    <Box
      data-testid="upload-zone"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 1,
        p: 2,
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        flexWrap: 'wrap',
      }}
    >
      <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={upload.isPending}>
        <FormattedMessage id="documents.upload" />
      </Button>
      <Typography color="text.secondary">
        <FormattedMessage id="documents.dropHint" />
      </Typography>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        tabIndex={-1}
        aria-hidden
        onChange={(e) => void send(e.target.files)}
        data-testid="upload-input"
      />
    </Box>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useSetCard } from '../api/stripe.api.ts';
import { loadCardCollector, type CardCollector } from './stripe-elements.ts';

/** Adds a card through Stripe Elements; the token, never the number, goes to our server. */
export function CardForm({ customerId, publishableKey }: { customerId: string; publishableKey: string }) {
  const host = useRef<HTMLDivElement>(null);
  const [collector, setCollector] = useState<CardCollector>();
  const [error, setError] = useState<string>();
  const [raw, setRaw] = useState<string>();
  const setCard = useSetCard();
  const notify = useNotify();

  useEffect(() => {
    let mounted: CardCollector | undefined;
    let cancelled = false;
    loadCardCollector(publishableKey)
      .then((c) => {
        if (cancelled || !host.current) return;
        c.mount(host.current);
        mounted = c;
        setCollector(c);
      })
      .catch(() => setError('subscriptions.elementsFailed'));
    return () => {
      cancelled = true;
      mounted?.destroy();
    };
  }, [publishableKey]);

  const add = async () => {
    if (!collector) return;
    setError(undefined);
    setRaw(undefined);
    const { tokenId, error: cardError } = await collector.createToken();
    if (!tokenId) return setRaw(cardError);
    try {
      await setCard.mutateAsync({ customerId, tokenId });
      notify({ id: 'subscriptions.cardSaved' });
    } catch (err) {
      setError(errorMessageId(err));
    }
  };

  return (
    <Stack sx={{ gap: 1 }}>
      <Box ref={host} data-testid="card-element" sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, minHeight: 40 }} />
      {error && (
        <Alert severity="error" data-testid="card-error">
          <FormattedMessage id={error} />
        </Alert>
      )}
      {raw && <Alert severity="error">{raw}</Alert>}
      <Box>
        <Button variant="outlined" onClick={() => void add()} disabled={!collector || setCard.isPending}>
          <FormattedMessage id="subscriptions.addCard" />
        </Button>
      </Box>
    </Stack>
  );
}

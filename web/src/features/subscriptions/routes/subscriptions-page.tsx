import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useMe } from '../../../api/me.ts';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useCards, useCreateCustomer, useExistCustomer, usePublicStripeKey, useSubscriptionDetails } from '../api/stripe.api.ts';
import { CardForm } from '../components/card-form.tsx';
import { PlanChoice } from '../components/plan-choice.tsx';
import { StripeInvoices } from '../components/stripe-invoices.tsx';
import { SubscriptionPanel } from '../components/subscription-panel.tsx';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, display: 'grid', gap: 2 }}>
    <Typography variant="h2">
      <FormattedMessage id={title} />
    </Typography>
    {children}
  </Paper>
);

/**
 * /company-subscriptions: the company's own licences at Stripe — plans and ordering, the live
 * subscription (licences, cancel), cards (Stripe Elements), the upcoming and past invoices.
 * Without Stripe on the server it says so instead of failing.
 */
export function SubscriptionsPage() {
  const me = useMe().data;
  const key = usePublicStripeKey();
  const configured = key.data?.configured === true;
  const customer = useExistCustomer(me?.company.id, configured);
  const customerId = customer.data?.customerId ?? null;

  return (
    <Stack sx={{ gap: 3 }}>
      <Typography variant="h1">
        <FormattedMessage id="title.companySubscriptions" />
      </Typography>
      {me && (
        <Typography data-testid="licence-figures">
          <FormattedMessage id="subscriptions.licenceFigures" values={{ total: me.totalLicences, active: me.totalActiveUsersInDb }} />
        </Typography>
      )}
      {key.isError && (
        <Alert severity="error">
          <FormattedMessage id="error.load_data_failed" />
        </Alert>
      )}
      {key.data && !configured && (
        <Alert severity="info" data-testid="stripe-not-configured">
          <FormattedMessage id="subscriptions.notConfigured" />
        </Alert>
      )}
      {configured && customer.data && !customerId && me && <CreateCustomer email={me.account.email} name={me.company.name} />}
      {configured && customerId && (
        <Account customerId={customerId} publishableKey={key.data?.publishableKey ?? null} suggested={me?.totalActiveUsersInDb ?? 1} />
      )}
    </Stack>
  );
}

function CreateCustomer({ email, name }: { email: string; name: string }) {
  const create = useCreateCustomer();
  const [error, setError] = useState<string>();
  const start = async () => {
    setError(undefined);
    try {
      await create.mutateAsync({ email, fullName: name });
    } catch (err) {
      setError(errorMessageId(err));
    }
  };
  return (
    <Section title="subscriptions.account">
      <Typography>
        <FormattedMessage id="subscriptions.noCustomer" values={{ email }} />
      </Typography>
      {error && (
        <Alert severity="error">
          <FormattedMessage id={error} />
        </Alert>
      )}
      <Box>
        <Button variant="contained" onClick={() => void start()} disabled={create.isPending}>
          <FormattedMessage id="subscriptions.createCustomer" />
        </Button>
      </Box>
    </Section>
  );
}

function Account({ customerId, publishableKey, suggested }: { customerId: string; publishableKey: string | null; suggested: number }) {
  const details = useSubscriptionDetails(customerId);
  const cards = useCards(customerId).data ?? [];
  const live =
    details.data?.subscription && details.data.item ? { subscription: details.data.subscription, item: details.data.item } : null;
  return (
    <>
      <Section title="subscriptions.subscription">
        {details.isSuccess &&
          (live ? (
            <SubscriptionPanel key={live.item.quantity} live={live} />
          ) : (
            <PlanChoice customerId={customerId} suggested={suggested} />
          ))}
      </Section>
      <Section title="subscriptions.cards">
        {cards.length === 0 ? (
          <Typography variant="body2">
            <FormattedMessage id="subscriptions.noCards" />
          </Typography>
        ) : (
          <List dense aria-label="cards">
            {cards.map((c) => (
              <ListItem key={c.id} data-testid="card">
                <ListItemText
                  primary={`${c.brand} •••• ${c.last4}`}
                  secondary={
                    <FormattedMessage
                      id={c.isDefault ? 'subscriptions.cardDefault' : 'subscriptions.cardExpires'}
                      values={{ month: c.expMonth, year: c.expYear }}
                    />
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
        {publishableKey ? (
          <CardForm customerId={customerId} publishableKey={publishableKey} />
        ) : (
          <Alert severity="info" data-testid="cards-unavailable">
            <FormattedMessage id="subscriptions.cardsUnavailable" />
          </Alert>
        )}
      </Section>
      <Section title="subscriptions.invoices">
        <StripeInvoices customerId={customerId} />
      </Section>
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { api } from '../../api/client.ts';

export function HomePage() {
  const me = useQuery({ queryKey: ['me'], queryFn: api.me });
  const today = new Date().toISOString().slice(0, 10);
  const appointments = useQuery({
    queryKey: ['appointments', 'upcoming', today],
    queryFn: () => api.upcomingAppointments(today),
    enabled: me.isSuccess,
  });

  if (me.isError)
    return (
      <p className="error">
        <FormattedMessage id="error.load_data_failed" />
      </p>
    );
  if (!me.data) return null;
  const { account, company } = me.data;
  return (
    <section className="card">
      <h1>
        <FormattedMessage id="home.welcome" values={{ name: `${account.firstName} ${account.lastName}` }} />
      </h1>
      <p className="muted">
        {company.name}
        {company.trialDaysLeft >= 0 && (
          <>
            {' · '}
            <FormattedMessage id="home.trial" values={{ days: company.trialDaysLeft }} />
          </>
        )}
      </p>
      <h2>
        <FormattedMessage id="home.appointments" />
      </h2>
      {appointments.data?.value.length === 0 && <FormattedMessage id="home.noAppointments" />}
      <ul className="appointments">
        {appointments.data?.value.map((a) => (
          <li key={a.id}>
            <strong>{a.courseName}</strong>
            <span>
              <FormattedDate value={`${a.date}T12:00:00`} weekday="short" day="2-digit" month="2-digit" /> {a.timeFrom}–{a.timeTill}
            </span>
            <span className="muted">
              <FormattedMessage id="home.places" values={{ count: a.maxAttendees }} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface PushMessageText {
  tag: string;
  title: string;
  text: string;
}

/** yyyy-mm-dd (or an ISO instant) as German dd.MM.yyyy. */
export function germanDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) throw new Error(`expected yyyy-mm-dd, got '${date}'`);
  return `${m[3]}.${m[2]}.${m[1]}`;
}

/** The German push message telling a member that a new invoice exists. */
export function invoiceCreatedMessage(invoice: {
  invoiceId: string;
  invoiceNumber: number;
  periodStartDate: string;
  periodEndDate: string;
}): PushMessageText {
  return {
    tag: `invoice:${invoice.invoiceId}`,
    title: 'Neue Rechnung',
    text: `Ihre Rechnung Nr. ${invoice.invoiceNumber} für den Zeitraum ${germanDate(invoice.periodStartDate)} bis ${germanDate(invoice.periodEndDate)} wurde erstellt.`,
  };
}

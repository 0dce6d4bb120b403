import { useState } from 'react';
import type { ContactInput } from '@takt/proto/http/membership/contacts';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { RemoveRowButton, RowsTab, useConfirmedRemove, type RowsColumn } from '../../../ui/detail/rows-tab.tsx';
import { useContacts, useSaveContacts } from '../api/attendees.api.ts';
import { ContactFormDialog } from '../forms/contact-form-dialog.tsx';

type Contact = NonNullable<ReturnType<typeof useContacts>['data']>[number];

const inputOf = (c: Contact): z.input<typeof ContactInput> => ({
  contactAttendeeId: c.contactAttendeeId,
  contactType: c.contactType,
  firstName: c.firstName,
  lastName: c.lastName,
  email: c.email,
  phone: c.phone,
  memberNumber: c.memberNumber,
});

/** The attendee's family: parents, guardians, partners; the whole list is saved on each change. */
export function ContactsTab({ attendeeId, canEdit }: { attendeeId: string; canEdit: boolean }) {
  const intl = useIntl();
  const contacts = useContacts(attendeeId);
  const save = useSaveContacts();
  const confirmedRemove = useConfirmedRemove();
  const [adding, setAdding] = useState(false);
  const list = contacts.data ?? [];
  const name = (c: Contact) => `${c.lastName}, ${c.firstName}`;
  const columns: RowsColumn<Contact>[] = [
    { header: 'attendees.name', cell: name },
    { header: 'attendees.contactTypeLabel', cell: (c) => intl.formatMessage({ id: `attendees.contactType.${c.contactType}` }) },
    { header: 'attendees.email', cell: (c) => c.email ?? '', wrap: true },
    { header: 'attendees.phone', cell: (c) => c.phone ?? '' },
  ];
  const onRemove = (c: Contact) =>
    confirmedRemove(
      { title: 'attendees.removeContactTitle', text: 'attendees.removeContactText', values: { name: name(c) } },
      () => save.mutateAsync({ attendeeId, list: list.filter((x) => x.id !== c.id).map(inputOf) }),
      'attendees.contactRemoved',
    );
  return (
    <>
      <RowsTab
        query={contacts}
        columns={columns}
        empty="attendees.noContacts"
        testId="attendee-contacts"
        add={canEdit ? { label: 'attendees.addContact', onClick: () => setAdding(true) } : undefined}
        action={
          canEdit
            ? (c) => <RemoveRowButton label="attendees.removeContact" values={{ name: name(c) }} onClick={() => void onRemove(c)} />
            : undefined
        }
      />
      <ContactFormDialog
        key={String(adding)}
        open={adding}
        onClose={() => setAdding(false)}
        save={(contact) => save.mutateAsync({ attendeeId, list: [...list.map(inputOf), contact] })}
      />
    </>
  );
}

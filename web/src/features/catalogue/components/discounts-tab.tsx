import { useState } from 'react';
import dayjs from 'dayjs';
import { Money } from './money.tsx';
import { useLocale } from '../../../i18n/locale.tsx';
import { RemoveRowButton, RowsTab, useConfirmedRemove, type RowsColumn } from '../../../ui/detail/rows-tab.tsx';
import { DATE_FORMAT } from '../../../ui/form/date-fields.tsx';
import { useDiscounts, useSetDiscounts } from '../api/catalogue.api.ts';
import { asOneEntry } from '../api/one-of-list.ts';
import { DiscountFormDialog } from '../forms/discount-form-dialog.tsx';

type Discount = NonNullable<ReturnType<typeof useDiscounts>['data']>[number];

const entryOf = (d: Discount) => ({ altName: d.altName ?? null, altCost: d.altCost, dateFrom: d.dateFrom, dateTill: d.dateTill ?? null });

/** The discounts of a cost or a membership type by date; the first whose dates hold a day applies. */
export function DiscountsTab({ costId, canEdit }: { costId: string; canEdit: boolean }) {
  const { locale } = useLocale();
  const discounts = useDiscounts(costId);
  const setDiscounts = useSetDiscounts(costId);
  const confirmedRemove = useConfirmedRemove();
  const [adding, setAdding] = useState(false);
  const list = discounts.data ?? [];
  const date = (d?: string) => (d ? dayjs(d).format(DATE_FORMAT[locale]) : '…');
  const when = (d: Discount) => `${date(d.dateFrom)} – ${date(d.dateTill)}`;
  const columns: RowsColumn<Discount>[] = [
    { header: 'catalogue.discount.altName', cell: (d) => d.altName ?? '' },
    { header: 'catalogue.discount.altCost', cell: (d) => <Money cents={d.altCost} /> },
    { header: 'catalogue.discount.dates', cell: when },
  ];
  const onRemove = (d: Discount) =>
    confirmedRemove(
      { title: 'catalogue.discount.removeTitle', text: 'catalogue.discount.removeText', values: { when: when(d) } },
      () => setDiscounts.mutateAsync(list.filter((x) => x.id !== d.id).map(entryOf)),
      'catalogue.discount.removed',
    );
  return (
    <>
      <RowsTab
        query={discounts}
        columns={columns}
        empty="catalogue.discount.none"
        testId="discounts"
        add={canEdit ? { label: 'catalogue.discount.add', onClick: () => setAdding(true) } : undefined}
        action={
          canEdit
            ? (d) => <RemoveRowButton label="catalogue.discount.remove" values={{ when: when(d) }} onClick={() => void onRemove(d)} />
            : undefined
        }
      />
      <DiscountFormDialog
        key={String(adding)}
        today={dayjs().format('YYYY-MM-DD')}
        open={adding}
        onClose={() => setAdding(false)}
        save={(entry) => asOneEntry('discountEntries', () => setDiscounts.mutateAsync([...list.map(entryOf), entry]))}
      />
    </>
  );
}

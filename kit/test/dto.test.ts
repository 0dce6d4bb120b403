import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dtoOf } from '../src/http/dto.ts';

const Item = z.object({
  id: z.string(),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  createdDate: z.string(),
  note: z.string().nullable(),
  roomId: z.string().optional(),
  waitingNumber: z.number().nullable(),
});

const row = {
  id: 'a1',
  day: new Date('2026-11-23T00:00:00.000Z'),
  createdDate: new Date('2026-11-23T08:15:00.000Z'),
  note: null,
  roomId: null,
  waitingListNumber: 3,
  secret: 'not in the contract',
};

describe('dtoOf', () => {
  const toDto = dtoOf(Item, (r: Omit<typeof row, 'roomId'> & { roomId: string | null }) => ({ waitingNumber: r.waitingListNumber }));

  it('writes only the fields the schema names, dates as the schema expects', () => {
    expect(toDto(row)).toEqual({
      id: 'a1',
      day: '2026-11-23',
      createdDate: '2026-11-23T08:15:00.000Z',
      note: null,
      waitingNumber: 3,
    });
  });

  it('passes the schema it was built from', () => {
    expect(Item.safeParse(toDto(row)).success).toBe(true);
  });

  it('keeps a present optional value and drops a null one', () => {
    expect(toDto({ ...row, roomId: 'r1' }).roomId).toBe('r1');
    expect('roomId' in toDto(row)).toBe(false);
  });

  it('refuses a row that lacks a required field', () => {
    const { id: _id, ...withoutId } = row;
    expect(() => toDto(withoutId as typeof row)).toThrow(/"id"/);
  });
});

import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;
export type CourseLogoRow = { bytes: Uint8Array; contentType: string };

export const findCourseLogo = (tx: Tx, courseId: string): Promise<CourseLogoRow | null> =>
  tx.courseLogo.findFirst({ where: { courseId }, select: { bytes: true, contentType: true } });

export async function saveCourseLogo(tx: Tx, courseId: string, logo: CourseLogoRow): Promise<void> {
  const data = { bytes: logo.bytes as Uint8Array<ArrayBuffer>, contentType: logo.contentType, updatedAt: new Date() };
  await tx.courseLogo.upsert({ where: { courseId }, create: { courseId, ...data }, update: data });
}

export async function deleteCourseLogo(tx: Tx, courseId: string): Promise<void> {
  await tx.courseLogo.deleteMany({ where: { courseId } });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, connectE2E, screenshot, type E2E } from './harness.ts';
import { poll } from './poll.ts';
import { adminAt, createCompany, type Company } from './fixtures.ts';

// Skills and trainers: the office gives a trainer skills on their page, gives the course the
// skills it needs, puts two trainers on a course time and sees how much of the skills each
// covers. German, then English on a phone.
let e2e: E2E;
let company: Company;
let courseId: string;
let ute: string;
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const trainer = async (firstName: string, lastName: string) => {
  const tag = `${firstName.toLowerCase()}.${company.companyId.slice(0, 6)}`;
  const body = { firstName, lastName, userName: tag, email: `${tag}@example.de`, password: 'Sicher#2026', active: true };
  return (await company.api.post<{ id: string }>('/api/Trainers/de', body)).id;
};

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
  const api = company.api;
  for (const name of ['Yoga', 'Erste Hilfe', 'Pilates']) await api.post('/api/references/Skill', { name });
  ute = await trainer('Ute', 'Ulm');
  const max = await trainer('Max', 'Mohn');
  const yoga = (await api.get<{ id: string; name: string }[]>('/api/references/GetAllByTableName/Skill')).find((s) => s.name === 'Yoga')!;
  // Membership learns trainers from identity's events: a just-created one may answer "unknown".
  for (let attempt = 1; ; attempt++) {
    try {
      await api.post('/api/ReferenceParents/AddMultiple/SkillTrainer', { parentId: max, referenceIds: [yoga.id] });
      break;
    } catch (err) {
      if (attempt >= 50) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  courseId = (await api.post<{ id: string }>('/api/Courses', { name: 'Hatha Yoga', maxAttendees: 10 })).id;
  await api.post('/api/DateTimes', {
    courseId,
    dateFrom: day(7),
    dateTill: day(60),
    timeFrom: '18:00',
    timeTill: '19:00',
    period: 2,
    periodValues: '2',
  });
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

describe('skills and course trainers', () => {
  it("gives a trainer skills, a course its needed skills, and shows each trainer's coverage on the course time", async () => {
    const { ctx, page } = await adminAt(e2e, company, `/trainers/${ute}`, 'de');
    await page.getByRole('tab', { name: 'Qualifikationen' }).click();
    await poll(() => page.getByText('Keine Qualifikationen verknüpft.').count()).toBe(1);
    await page.getByRole('button', { name: 'Qualifikationen bearbeiten' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Qualifikationen' }).click();
    await page.getByRole('option', { name: 'Yoga' }).click();
    await page.getByRole('option', { name: 'Erste Hilfe' }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    const skills = page.getByTestId('skills-SkillTrainer');
    await poll(() => skills.getByRole('row').allTextContents()).toEqual(expect.arrayContaining(['Erste Hilfe', 'Yoga']));

    await page.goto(`/courses/${courseId}`);
    await page.getByRole('tab', { name: 'Trainer' }).click();
    const times = page.getByTestId('course-trainers');
    await poll(() => times.getByText('Noch kein Trainer').count()).toBe(1);
    await page.getByRole('button', { name: 'Qualifikationen bearbeiten' }).click();
    await dialog.getByRole('combobox', { name: 'Qualifikationen' }).click();
    await page.getByRole('option', { name: 'Yoga' }).click();
    await page.getByRole('option', { name: 'Erste Hilfe' }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await poll(() => page.getByTestId('skills-SkillCourse').getByRole('row').count()).toBe(3); // header and two skills

    await times.getByRole('button', { name: /Trainer von 18:00–19:00/ }).click();
    await dialog.getByRole('combobox', { name: 'Trainer' }).click();
    await page.getByRole('option', { name: 'Ute Ulm' }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('combobox', { name: 'Vertretungen' }).click();
    await page.getByRole('option', { name: 'Max Mohn' }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await poll(() => times.getByRole('listitem').allTextContents()).toEqual([
      'Ulm, Ute · 100 % der Qualifikationen',
      'Mohn, Max (Vertretung) · 50 % der Qualifikationen',
    ]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'course-trainers', 'de');
    await ctx.close();

    const en = await adminAt(e2e, company, `/courses/${courseId}`, 'en');
    await en.page.setViewportSize({ width: 390, height: 844 });
    await en.page.getByRole('tab', { name: 'Trainers' }).click();
    await poll(() => en.page.getByTestId('course-trainers').getByRole('listitem').allTextContents()).toEqual([
      'Ulm, Ute · 100 % of the skills',
      'Mohn, Max (substitute) · 50 % of the skills',
    ]);
    expect(await accessibilityViolations(en.page)).toEqual([]);
    await screenshot(en.page, 'course-trainers', 'en');
    await en.ctx.close();
  });
});

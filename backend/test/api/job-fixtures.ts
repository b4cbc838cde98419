import { TestApp } from '../support/test-app';
import { Account } from '../support/accounts';

/** The Job Board's set-up the applications' tests share: open the board, post a job, approve it (as an admin would). */

const bearer = { type: 'bearer' as const };

/** A posting the form accepts; a test needing another industry passes its own. */
export const WAREHOUSE_JOB = {
  title: 'Warehouse coordinator',
  employer_name: 'Northern Freight',
  industry: 'Technology, Engineering & Data',
  location: 'Calgary, AB',
  workplace: 'on_site',
  employment_type: 'full_time',
  description: 'Coordinate the day shift of a small warehouse team: receiving, dispatch and the stock counts.',
};

export type JobForm = typeof WAREHOUSE_JOB;

/** The board is Coming Soon until an admin opens it. */
export async function openJobBoard(sut: TestApp, admin: Account): Promise<void> {
  await sut.http.put('/api/v1/admin/settings/sections').auth(admin.token, bearer).send({ job_board: 'open' }).expect(200);
}

/** Posts the job (in review, not on the board yet) and answers its id. */
export async function postJob(sut: TestApp, poster: Account, form: JobForm = WAREHOUSE_JOB): Promise<number> {
  return (await sut.http.post('/api/v1/jobs').auth(poster.token, bearer).send(form).expect(201)).body.job.id;
}

/** Approves the job through the admin's edit door, as the dashboard does (the record sent back with its new status). */
export async function approveJob(sut: TestApp, admin: Account, id: number): Promise<void> {
  const record = (await sut.http.get(`/api/v1/admin/jobs/${id}`).auth(admin.token, bearer).expect(200)).body;
  await sut.http
    .put(`/api/v1/admin/jobs/${id}`)
    .auth(admin.token, bearer)
    .send({ ...record, status: 'approved' })
    .expect(200);
}

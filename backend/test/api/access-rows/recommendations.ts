import { AccessRow } from './access-row';

/** Suggested mentors (issue #26): seekers only, whatever their section; helpers, businesses and admins 403. */
export const recommendationsAccessRows: AccessRow[] = [
  {
    method: 'GET',
    path: '/api/v1/recommendations/mentors?limit=5',
    expected: { anonymous: 401, seekerProfessional: 200, seekerLegal: 200, seekerClinic: 200, helper: 403, business: 403, admin: 403 },
  },
];

// PUT /nacional/user-certificate {challengeId} — records the stage of the national trail the
// learner just completed (once per stage on the server); answers the trail as stored.
import { NACIONAL_USER_CERTIFICATE_PATH } from '@escola/contracts/challenge-page-calls';
import type { PutNacionalUserCertificateResponse } from '@escola/contracts/put-nacional-user-certificate';
import { http } from '../../../lib/http';

export const recordNationalStage = (challengeId: string) =>
  http.put<PutNacionalUserCertificateResponse>(NACIONAL_USER_CERTIFICATE_PATH, { challengeId });

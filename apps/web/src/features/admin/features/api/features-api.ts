// The feature configuration's save (issue 19), through the app's one HTTP client; the read is
// lib/features.ts, shared with the learner pages.
import { FEATURES_PATH } from '@escola/contracts/get-features';
import type { PutFeaturesBody, PutFeaturesResponse } from '@escola/contracts/put-features';
import { http } from '../../../../lib/http';

export const saveFeatures = (body: PutFeaturesBody) =>
  http.put<PutFeaturesResponse>(FEATURES_PATH, body);

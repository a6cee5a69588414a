// GET /placement-test/questions and POST /placement-test/correction (CSRF header added by the
// HTTP client).
import {
  PLACEMENT_TEST_QUESTIONS_PATH,
  type GetPlacementTestQuestionsResponse,
} from '@escola/contracts/get-placement-test-questions';
import {
  PLACEMENT_TEST_CORRECTION_PATH,
  type PostPlacementTestCorrectionBody,
  type PostPlacementTestCorrectionResponse,
} from '@escola/contracts/post-placement-test-correction';
import { http } from '../../../lib/http';

export const fetchPlacementQuestions = () =>
  http.get<GetPlacementTestQuestionsResponse>(PLACEMENT_TEST_QUESTIONS_PATH);

export const sendPlacementCorrection = (body: PostPlacementTestCorrectionBody) =>
  http.post<PostPlacementTestCorrectionResponse>(PLACEMENT_TEST_CORRECTION_PATH, body);

// PUT /update-privacy-terms — accepts the terms of use and privacy policy and answers whether the
// learner wants the platform's e-mails (docs/product/accounts.md; page /email-sign-up). The consent
// date is recorded (LGPD).
import { z } from 'zod';
import { flashSchema } from './flash';

export const UPDATE_PRIVACY_TERMS_PATH = '/update-privacy-terms';
/** Where the learner goes after accepting (spec: /learn after terms acceptance). */
export const AFTER_PRIVACY_TERMS_PATH = '/learn';

export const putUpdatePrivacyTermsBodySchema = z
  .strictObject({ quincyEmails: z.boolean() })
  .meta({ id: 'UpdatePrivacyTermsBody' });

export type PutUpdatePrivacyTermsBody = z.infer<typeof putUpdatePrivacyTermsBodySchema>;

export const putUpdatePrivacyTermsResponseSchema = flashSchema;
export type PutUpdatePrivacyTermsResponse = z.infer<typeof putUpdatePrivacyTermsResponseSchema>;

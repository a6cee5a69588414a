// The feature configuration (docs/product/admin.md, issue 19), read from GET /api/features once per
// app load and again when used after FEATURE_CONFIG_CACHE_MS. While it loads, when it fails and
// while super never saved one, the build-time values of lib/contact.ts apply, so nothing changes
// then.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FEATURES_PATH } from '@escola/contracts/features-path';
import type { GetFeaturesResponse } from '@escola/contracts/get-features';
import { FEATURE_CONFIG_CACHE_MS } from '@escola/domain/constants';
import {
  SUPPORT_EMAIL,
  SUPPORT_MESSAGING_NUMBER,
  courseCatalogLink,
  supportMessagingLink,
} from './contact';
import { http } from './http';

export const FEATURES_QUERY_KEY = ['features'] as const;

export const fetchFeatures = () => http.get<GetFeaturesResponse>(FEATURES_PATH);

export const useFeatures = () =>
  useQuery({
    queryKey: FEATURES_QUERY_KEY,
    queryFn: fetchFeatures,
    staleTime: FEATURE_CONFIG_CACHE_MS,
    retry: 1,
    retryOnMount: false,
  });

/** The support contact: super's values once saved, else the build's. */
export const useSupportContact = () => {
  const { data } = useFeatures();
  const saved = data?.updatedAt ? data.config : null;
  const email = saved?.supportEmail ?? SUPPORT_EMAIL;
  const number = saved?.supportMessagingNumber ?? SUPPORT_MESSAGING_NUMBER;
  return {
    email,
    messagingLink: (text?: string) => supportMessagingLink(text, number),
  };
};

/** The unlock-content link: the catalogue searched for the linked product, else the school. */
export const useUnlockContentLink = (): string => {
  const { t } = useTranslation('common');
  const { data } = useFeatures();
  return courseCatalogLink(data?.linkedProductTitle ?? t('appName'));
};

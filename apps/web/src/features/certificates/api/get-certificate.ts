// Reading certificates: by holder and slug (GET /certificate/showCert/:user/:cert), by
// verification code (GET /certificate/code/:code) and the signed-in learner's own
// (GET /certificate/mine). Anyone may ask the first two; failures are 4xx flashes.
import { useQuery } from '@tanstack/react-query';
import type { CertificateView } from '@escola/contracts/certificate';
import {
  MY_CERTIFICATES_PATH,
  certificateByCodePath,
  showCertPath,
  type GetMyCertificatesResponse,
} from '@escola/contracts/get-certificate';
import { http } from '../../../lib/http';

export const MY_CERTIFICATES_QUERY_KEY = ['certificates', 'mine'] as const;

export const useCertificateByHolder = ({
  username,
  certSlug,
}: {
  username: string;
  certSlug: string;
}) =>
  useQuery({
    queryKey: ['certificates', 'holder', username, certSlug],
    queryFn: () => http.get<CertificateView>(showCertPath({ username, certSlug })),
    retry: false,
  });

/** `code` already normalised and formatted (7K3M-9QPX-2D4F); null asks nothing. */
export const useCertificateByCode = (code: string | null) =>
  useQuery({
    queryKey: ['certificates', 'code', code],
    queryFn: () => http.get<CertificateView>(certificateByCodePath(code ?? '')),
    enabled: code !== null,
    retry: false,
  });

export const useMyCertificates = () =>
  useQuery({
    queryKey: MY_CERTIFICATES_QUERY_KEY,
    queryFn: async () =>
      (await http.get<GetMyCertificatesResponse>(MY_CERTIFICATES_PATH)).certificates,
  });

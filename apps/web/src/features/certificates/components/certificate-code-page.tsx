// /certification/:code — the public verification page of a code (7K3M-9QPX-2D4F): what the QR code
// and the printed URL lead to (GET /certificate/code/:code). A segment that cannot be a code is
// not asked for: it is a certificate not found.
import { useParams } from 'react-router';
import {
  formatVerificationCode,
  normalizeVerificationCode,
} from '@escola/domain/verification-code';
import { useCertificateByCode } from '../api/get-certificate';
import { CertificateDocument } from './certificate-document';

const CertificateCodePage = () => {
  const normalized = normalizeVerificationCode(useParams().code ?? '');
  const code = normalized === null ? null : formatVerificationCode(normalized);
  const query = useCertificateByCode(code);
  return <CertificateDocument query={code === null ? null : query} />;
};

export default CertificateCodePage;

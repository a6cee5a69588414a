// /certification/:username/:certSlug — a learner's certificate, for anyone the holder's privacy
// settings allow (GET /certificate/showCert/:user/:cert).
import { useParams } from 'react-router';
import { useCertificateByHolder } from '../api/get-certificate';
import { CertificateDocument } from './certificate-document';

const CertificatePage = () => {
  const { username = '', certSlug = '' } = useParams();
  const query = useCertificateByHolder({ username, certSlug });
  return <CertificateDocument query={query} />;
};

export default CertificatePage;

// The parts of the dashboard only a signed-in learner sees (progress per trilha, the way to the
// certifications): a lazy chunk, so the first load of /learn — prerendered for visitors — does not
// carry them.
import type { SessionUser } from '@escola/contracts/get-session-user';
import type { MapSuperBlock } from '../lib/build-learn-map';
import { CertificationsCard } from './certifications-card';
import { ProgressOverview } from './progress-overview';

const SignedInDashboard = ({
  user,
  superBlocks,
}: {
  user: SessionUser;
  superBlocks: readonly MapSuperBlock[];
}) => (
  <>
    <ProgressOverview superBlocks={superBlocks} />
    <CertificationsCard user={user} />
  </>
);

export default SignedInDashboard;

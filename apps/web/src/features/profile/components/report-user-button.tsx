// "Denunciar perfil": for signed-in viewers of someone else's profile; opens the report form.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useModal } from '../../../lib/modal-manager';
import { useSessionUser } from '../../../lib/session-user';
import { ReportUserModal } from './report-user-modal';

export const ReportUserButton = ({ username }: { username: string }) => {
  const { t } = useTranslation('profile');
  const { user } = useSessionUser();
  const { openModal } = useModal();
  const navigate = useNavigate();
  if (!user || user.username === username) return null;
  const open = () =>
    openModal({
      id: 'report-user',
      render: (close) => (
        <ReportUserModal
          username={username}
          onClose={close}
          onReported={(redirect) => {
            close();
            void navigate(redirect);
          }}
        />
      ),
    });
  return (
    <p className="profile-report">
      <Button variant="secondary" onClick={open}>
        {t('report.button')}
      </Button>
    </p>
  );
};

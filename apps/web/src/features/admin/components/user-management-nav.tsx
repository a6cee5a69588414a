// The two lists of "Gerenciamento de usuários" (docs/product/admin.md: both pages have that title):
// a tab-like pair of links between the enrolled users and the answered quizzes.
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const LINKS = [
  { key: 'enrollment-users', path: '/admin/enrollment-users' },
  { key: 'answered-quiz', path: '/admin/answered-quiz' },
] as const;

export const UserManagementNav = () => {
  const { t } = useTranslation('admin');
  return (
    <nav className="admin-lists__tabs" aria-label={t('answeredQuiz.nav')}>
      <ul>
        {LINKS.map((link) => (
          <li key={link.key}>
            <NavLink className="admin-lists__tab" to={link.path} end>
              {t(`links.${link.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
};

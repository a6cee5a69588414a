// Admin sidebar: the sections of the user's role (@escola/domain/admin-navigation), as an accordion
// whose section for the current path is open.
import { useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import {
  findAdminSectionForPath,
  getAdminSidebar,
  type AdminLink,
  type AdminSection,
} from '@escola/domain/admin-navigation';
import type { UserType } from '@escola/domain/users';
import { ReportDownloadLink } from './report-download-link';

type SectionLabelKey = `sections.${string}`;
type LinkLabelKey = `links.${string}`;

const AdminLinkItem = ({ link }: { link: AdminLink }) => {
  const { t } = useTranslation('admin');
  const label = t(`links.${link.key}` as LinkLabelKey as 'links.emails');
  if (link.kind === 'page') {
    return (
      <NavLink className="admin-sidebar__link" to={link.path} end>
        {label}
      </NavLink>
    );
  }
  if (link.kind === 'download') {
    return (
      <ReportDownloadLink href={link.href} fallbackFileName={link.key}>
        {label}
      </ReportDownloadLink>
    );
  }
  return (
    <>
      <span className="admin-sidebar__group-label">{label}</span>
      <ul className="admin-sidebar__downloads">
        {link.downloads.map((download) => (
          <li key={download.key}>
            <ReportDownloadLink
              href={download.href}
              fallbackFileName={`${link.key}-${download.key.toLowerCase()}`}
            >
              {download.key}
            </ReportDownloadLink>
          </li>
        ))}
      </ul>
    </>
  );
};

const SidebarSection = ({
  section,
  open,
  onToggle,
}: {
  section: AdminSection;
  open: boolean;
  onToggle: () => void;
}) => {
  const { t } = useTranslation('admin');
  const panelId = `admin-section-${section.key}`;
  return (
    <li className="admin-sidebar__section">
      <button
        type="button"
        className="admin-sidebar__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        {t(`sections.${section.key}` as SectionLabelKey as 'sections.logs')}
        <ChevronDown aria-hidden="true" size={16} />
      </button>
      <ul id={panelId} className="admin-sidebar__links" hidden={!open}>
        {section.links.map((link) => (
          <li key={link.key}>
            <AdminLinkItem link={link} />
          </li>
        ))}
      </ul>
    </li>
  );
};

export const AdminSidebar = ({ userType }: { userType: UserType }) => {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const currentKey = findAdminSectionForPath(pathname)?.key;
  /** Sections the user opened or closed by hand; the others follow the current path. */
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  return (
    <nav className="admin-sidebar" aria-label={t('navigation')}>
      <ul className="admin-sidebar__sections">
        {getAdminSidebar({ type: userType }).map((section) => {
          const open = toggled[section.key] ?? section.key === currentKey;
          return (
            <SidebarSection
              key={section.key}
              section={section}
              open={open}
              onToggle={() => setToggled((state) => ({ ...state, [section.key]: !open }))}
            />
          );
        })}
      </ul>
    </nav>
  );
};

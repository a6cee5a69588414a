// The learner menu items (which ones: @escola/domain/learner-menu), with the sidebar icons of the
// spec: medal, shield (admin), lock-open, house, user, circle-help, power.
import { useId, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { ChevronDown, CircleHelp, House, LockOpen, Medal, Power, Shield, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LearnerMenuItem } from '@escola/domain/learner-menu';
import { ExternalLink } from '../../../components/ui/external-link';
import { COMMUNITY_CHAT_URL } from '../../../lib/contact';
import { useSupportContact, useUnlockContentLink } from '../../../lib/features';
import { useModal } from '../../../lib/modal-manager';
import { SIGN_OUT_PATH, SignOutModal } from './sign-out-modal';

const ICON_SIZE = 20;

const MenuExternalLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <ExternalLink className="menu-link" href={href}>
    {children}
  </ExternalLink>
);

const HelpGroup = () => {
  const { t } = useTranslation('shell');
  const { messagingLink } = useSupportContact();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        className="menu-link"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <CircleHelp aria-hidden="true" size={ICON_SIZE} />
        {t('menu.help')}
        <ChevronDown aria-hidden="true" size={16} className="menu-link__chevron" />
      </button>
      <ul id={panelId} className="menu-sublist" hidden={!open}>
        <li>
          <MenuExternalLink href={COMMUNITY_CHAT_URL}>{t('menu.communityChat')}</MenuExternalLink>
        </li>
        <li>
          <MenuExternalLink href={messagingLink(t('menu.reportErrorText'))}>
            {t('menu.reportError')}
          </MenuExternalLink>
        </li>
      </ul>
    </>
  );
};

const SignOutLink = ({ onNavigate }: { onNavigate: () => void }) => {
  const { t } = useTranslation('shell');
  const { openModal } = useModal();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onNavigate();
    openModal({ id: 'sign-out', render: (close) => <SignOutModal onClose={close} /> });
  };
  return (
    <a className="menu-link" href={SIGN_OUT_PATH} onClick={handleClick}>
      <Power aria-hidden="true" size={ICON_SIZE} />
      {t('menu.sign-out')}
    </a>
  );
};

const InternalLink = ({
  to,
  icon,
  label,
  onNavigate,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  onNavigate: () => void;
}) => (
  <Link className="menu-link" to={to} onClick={onNavigate}>
    {icon}
    {label}
  </Link>
);

const MenuEntry = ({ item, onNavigate }: { item: LearnerMenuItem; onNavigate: () => void }) => {
  const { t } = useTranslation(['shell', 'common']);
  const unlockContentLink = useUnlockContentLink();
  const label = t(`menu.${item}`);
  switch (item) {
    case 'learn':
      return (
        <InternalLink
          to="/learn"
          label={label}
          onNavigate={onNavigate}
          icon={<House aria-hidden="true" size={ICON_SIZE} />}
        />
      );
    case 'settings':
      return (
        <InternalLink
          to="/settings"
          label={label}
          onNavigate={onNavigate}
          icon={<User aria-hidden="true" size={ICON_SIZE} />}
        />
      );
    case 'certificate-of-participation':
      return (
        <InternalLink
          to="/certificate-of-participation"
          label={label}
          onNavigate={onNavigate}
          icon={<Medal aria-hidden="true" size={ICON_SIZE} />}
        />
      );
    case 'admin':
      return (
        <InternalLink
          to="/admin"
          label={label}
          onNavigate={onNavigate}
          icon={<Shield aria-hidden="true" size={ICON_SIZE} />}
        />
      );
    case 'help':
      return <HelpGroup />;
    case 'unlock-content':
      return (
        <MenuExternalLink href={unlockContentLink}>
          <LockOpen aria-hidden="true" size={ICON_SIZE} />
          {label}
        </MenuExternalLink>
      );
    case 'sign-out':
      return <SignOutLink onNavigate={onNavigate} />;
  }
};

export const LearnerMenu = ({
  items,
  onNavigate,
}: {
  items: LearnerMenuItem[];
  onNavigate: () => void;
}) => (
  <ul className="learner-menu">
    {items.map((item) => (
      <li key={item}>
        <MenuEntry item={item} onNavigate={onNavigate} />
      </li>
    ))}
  </ul>
);

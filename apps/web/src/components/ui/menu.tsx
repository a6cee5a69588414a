// A menu button with its list of actions or links, on React Aria Components (arrow keys, type to
// find, Escape, focus return). Import it only from lazy code: React Aria must stay out of the
// first-load JS.
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  Popover,
} from 'react-aria-components';
import './claim-react-aria-pressable-style';
import './menu.css';

export type MenuItem = {
  id: string;
  label: string;
  /** A link item navigates; an item without href calls onAction. */
  href?: string;
  icon?: ReactNode;
  isDisabled?: boolean;
  /** 'danger' for destructive actions (e.g. "Excluir"). */
  tone?: 'default' | 'danger';
};

export type MenuProps = {
  /** Visible content of the trigger button (text, or an icon with triggerAriaLabel). */
  triggerLabel: ReactNode;
  /** Accessible name of the trigger when triggerLabel is an icon alone. */
  triggerAriaLabel?: string;
  items: MenuItem[];
  onAction?: (id: string) => void;
  placement?: 'bottom start' | 'bottom end';
};

export const Menu = ({
  triggerLabel,
  triggerAriaLabel,
  items,
  onAction,
  placement = 'bottom start',
}: MenuProps) => (
  <MenuTrigger>
    <Button className="ui-menu__trigger" aria-label={triggerAriaLabel}>
      {triggerLabel}
      <ChevronDown aria-hidden="true" size={16} />
    </Button>
    <Popover className="ui-menu__popover" placement={placement} offset={5}>
      <AriaMenu
        className="ui-menu"
        items={items}
        onAction={(key) => onAction?.(String(key))}
        disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
      >
        {(item) => (
          <AriaMenuItem
            id={item.id}
            href={item.href}
            textValue={item.label}
            className={
              item.tone === 'danger' ? 'ui-menu__item ui-menu__item--danger' : 'ui-menu__item'
            }
          >
            {item.icon ? <span className="ui-menu__icon">{item.icon}</span> : null}
            <span>{item.label}</span>
          </AriaMenuItem>
        )}
      </AriaMenu>
    </Popover>
  </MenuTrigger>
);

// A side sheet dialog from the right (full width on small screens), on React Aria Components:
// focus contained and returned, Escape and a click outside close it. Import it only from lazy
// code (the admin area, the catalogue): React Aria must stay out of the first-load JS.
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import './claim-react-aria-pressable-style';
import './drawer.css';

export type DrawerProps = {
  /** Whether the drawer is on screen; the parent owns it. */
  isOpen: boolean;
  title: string;
  /** Accessible name of the close button (e.g. "Fechar"). */
  closeLabel: string;
  onClose: () => void;
  children?: ReactNode;
  /** Buttons at the foot of the drawer (e.g. "Salvar", "Cancelar"). */
  actions?: ReactNode;
};

export const Drawer = ({ isOpen, title, closeLabel, onClose, children, actions }: DrawerProps) => (
  <ModalOverlay
    isOpen={isOpen}
    isDismissable
    onOpenChange={(open) => {
      if (!open) onClose();
    }}
    className="ui-drawer-overlay"
  >
    <Modal className="ui-drawer">
      <Dialog className="ui-drawer__dialog">
        <div className="ui-drawer__header">
          <Heading slot="title" className="ui-drawer__title">
            {title}
          </Heading>
          <Button className="ui-drawer__close" aria-label={closeLabel} onPress={onClose}>
            <X aria-hidden="true" size={20} />
          </Button>
        </div>
        <div className="ui-drawer__body">{children}</div>
        {actions ? <div className="ui-drawer__actions">{actions}</div> : null}
      </Dialog>
    </Modal>
  </ModalOverlay>
);

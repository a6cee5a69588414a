// The dialog behind Modal, on React Aria Components: focus contained and returned, Escape and a
// click outside close it, the page behind is hidden from assistive technology. Loaded lazily.
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { focusFirstControl } from './focus-first-control';
import './claim-react-aria-pressable-style';
import './modal.css';

export type ModalProps = {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  onClose: () => void;
  /** 'wide' for content that needs room, such as a video. */
  size?: 'default' | 'wide';
};

/** The dialog's content; its effect runs before React Aria's, so the first control gets focus. */
const ModalContent = ({ title, children, actions }: Omit<ModalProps, 'onClose' | 'size'>) => {
  const contentRef = useRef<HTMLDivElement>(null);
  useEffect(() => focusFirstControl(contentRef.current), []);
  return (
    <div ref={contentRef} className="ui-modal__content">
      <Heading slot="title" className="ui-modal__title">
        {title}
      </Heading>
      {children ? <div className="ui-modal__body">{children}</div> : null}
      {actions ? <div className="ui-modal__actions">{actions}</div> : null}
    </div>
  );
};

export const ModalDialog = ({
  title,
  children,
  actions,
  onClose,
  size = 'default',
}: ModalProps) => (
  <ModalOverlay
    isOpen
    isDismissable
    onOpenChange={(isOpen) => {
      if (!isOpen) onClose();
    }}
    className="ui-modal-overlay"
  >
    <AriaModal className={size === 'wide' ? 'ui-modal ui-modal--wide' : 'ui-modal'}>
      <Dialog className="ui-modal__dialog">
        <ModalContent title={title} actions={actions}>
          {children}
        </ModalContent>
      </Dialog>
    </AriaModal>
  </ModalOverlay>
);

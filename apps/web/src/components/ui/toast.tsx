// The flash message on screen. The live region is always present so screen readers announce each
// new message politely; it sits at the top, under the page header, so a toast never covers the
// form button that caused it (decision in issue 15).
import { X } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import './toast.css';

export type ToastProps = {
  type: 'success' | 'info' | 'warning' | 'danger' | 'error';
  message: string;
  dismissible: boolean;
  closeLabel: string;
  onClose: () => void;
};

export const Toast = ({ type, message, dismissible, closeLabel, onClose }: ToastProps) => (
  <div className={`ui-toast ui-toast--${type}`}>
    <p className="ui-toast__message">{message}</p>
    {dismissible ? (
      <button type="button" className="ui-toast__close" aria-label={closeLabel} onClick={onClose}>
        <X aria-hidden="true" size={18} />
      </button>
    ) : null}
  </div>
);

export type ToastRegionProps = {
  label: string;
  children: ReactNode;
  /** Distance in px from the top of the viewport (under the page header); 10 px when left out. */
  top?: number;
};

export const ToastRegion = ({ label, children, top }: ToastRegionProps) => (
  <div
    className="ui-toast-region"
    role="status"
    aria-live="polite"
    aria-label={label}
    // React Aria keeps a "top layer" element reachable while a modal is open, and a click on it
    // does not close the modal: a flash shown over a dialog is read and can be dismissed.
    data-react-aria-top-layer="true"
    style={top === undefined ? undefined : ({ '--toast-top': `${top}px` } as CSSProperties)}
  >
    {children}
  </div>
);

// The flash message on screen. The live region is always present so screen readers announce each
// new message politely.
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

export type ToastProps = {
  type: 'success' | 'info' | 'warning' | 'danger' | 'error';
  message: string;
  dismissible: boolean;
  closeLabel: string;
  onClose: () => void;
};

export const Toast = ({ type, message, dismissible, closeLabel, onClose }: ToastProps) => (
  <div className={`toast toast--${type}`}>
    <p className="toast__message">{message}</p>
    {dismissible ? (
      <button type="button" className="toast__close" aria-label={closeLabel} onClick={onClose}>
        <X aria-hidden="true" size={18} />
      </button>
    ) : null}
  </div>
);

export const ToastRegion = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="toast-region" role="status" aria-live="polite" aria-label={label}>
    {children}
  </div>
);

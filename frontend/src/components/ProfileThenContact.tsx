import { useState, type ReactNode } from 'react';
import { SCREEN_TEXTS } from '@community/vocabulary';
import { AppModal } from './AppModal';

interface ProfileThenContactProps<T> {
  /** Whose profile; null keeps the dialog closed. */
  of: T | null;
  /** The name the dialog is titled with (and "Contact" plus it once the form shows). */
  nameOf: (of: T) => string;
  onClose: () => void;
  /** The profile, with the Contact action that swaps it for the form. */
  profile: (of: T, contact: () => void) => ReactNode;
  contactForm: (of: T, close: () => void) => ReactNode;
}

/** A profile in a dialog whose Contact swaps it for the contact form, titled "Contact <name>" (the directories, spec section 4). */
export function ProfileThenContact<T>({ of, nameOf, onClose, profile, contactForm }: ProfileThenContactProps<T>) {
  const [contacting, setContacting] = useState(false);
  const close = () => {
    setContacting(false);
    onClose();
  };
  const name = of === null ? '' : nameOf(of);
  return (
    <AppModal open={of !== null} title={contacting ? `${SCREEN_TEXTS.buttons.contact} ${name}` : name} onClose={close}>
      {of !== null && (contacting ? contactForm(of, close) : profile(of, () => setContacting(true)))}
    </AppModal>
  );
}

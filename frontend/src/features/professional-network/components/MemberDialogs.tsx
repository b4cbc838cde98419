import { SCREEN_TEXTS } from '@community/vocabulary';
import { AppModal } from '../../../components/AppModal';
import { MessageContactForm } from '../../../components/MessageContactForm';
import type { Member } from '../api/get-members';
import { sendMemberMessage } from '../api/send-member-message';
import { MemberProfileModal } from './MemberProfileModal';

interface MemberDialogsProps {
  profileOf: Member | null;
  contactOf: Member | null;
  onCloseProfile: () => void;
  onContact: (member: Member) => void;
  onCloseContact: () => void;
}

/** A member's profile and the contact form it opens: one chunk, loaded on the first Profile click. */
export default function MemberDialogs({ profileOf, contactOf, onCloseProfile, onContact, onCloseContact }: MemberDialogsProps) {
  return (
    <>
      <MemberProfileModal member={profileOf} onClose={onCloseProfile} onContact={onContact} />
      <AppModal open={!!contactOf} title={`${SCREEN_TEXTS.buttons.contact} ${contactOf?.name ?? ''}`} onClose={onCloseContact}>
        {contactOf && <MessageContactForm send={(message) => sendMemberMessage(contactOf.id, message)} onDone={onCloseContact} />}
      </AppModal>
    </>
  );
}

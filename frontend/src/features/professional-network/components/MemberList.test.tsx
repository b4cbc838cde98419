import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VERIFICATION_TEXTS } from '@community/vocabulary';
import { renderScreen } from '../../../test/render';
import { allowApiData } from '../../../test/pseudo-language';
import { MemberList } from './MemberList';

const notary = { id: 6, name: 'Badr Nasser', email: 'badr@example.com', JobTitle: 'Notary', verified: false, photo_url: null, accepting_requests: true };

describe('directories: photo, initials and the Verified badge (issues #11, #12)', () => {
  it('the professional network list shows the badge and the initials too', () => {
    // The members the list is rendered with stand in for the API's answer.
    allowApiData(notary);
    renderScreen(
      <MemberList
        members={[{ ...notary, verified: true, industry: 'Technology, Engineering & Data', role: 'helper', description: null }]}
        onProfile={() => undefined}
      />,
    );
    const list = screen.getByRole('list', { name: 'Members' });
    expect(within(list).getByText(VERIFICATION_TEXTS.badge)).toBeInTheDocument();
    expect(within(list).getByTestId('member-initials')).toHaveTextContent('BN');
  });
});

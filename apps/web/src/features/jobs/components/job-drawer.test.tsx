import { Button, Modal } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../shared/testing/render.tsx';
import { startEachTestSignedIn } from '../../../shared/testing/test-i18n.ts';
import { JobDrawer } from './job-drawer.tsx';

startEachTestSignedIn();

/** A drawer whose content opens a dialog of its own (as removing a tailored CV asks first). */
function DrawerWithDialog({ onClose }: { onClose: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <JobDrawer opened onClose={onClose} title="Barista">
      <Button onClick={() => setAsking(true)}>Remove</Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title="Remove the tailored CV?">
        <Button onClick={() => setAsking(false)}>Cancel</Button>
      </Modal>
    </JobDrawer>
  );
}

describe('the job drawer', () => {
  it('Escape closes a dialog opened from the drawer, and only the next one closes the drawer', async () => {
    const onClose = vi.fn();
    renderWithProviders(<DrawerWithDialog onClose={onClose} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await screen.findByRole('dialog', { name: 'Remove the tailored CV?' });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove the tailored CV?' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signedOutAfterEachTest } from '../test/web-test-kit.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

signedOutAfterEachTest();

function renderDialog(target: string | null, handlers = { onConfirm: vi.fn(), onHide: vi.fn() }) {
  renderWithProviders(
    <ConfirmDialog
      target={target}
      title="Delete Load"
      closeLabel="Close"
      cancelLabel="Cancel"
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      pending={false}
      {...handlers}
    >
      {(shown) => <p>Delete {shown}?</p>}
    </ConfirmDialog>,
  );
  return handlers;
}

describe('ConfirmDialog', () => {
  it('asks about its target and confirms that target', async () => {
    const { onConfirm, onHide } = renderDialog('RFP-1001');
    expect(await screen.findByRole('dialog', { name: 'Delete Load' })).toBeTruthy();
    expect(screen.getByText('Delete RFP-1001?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledWith('RFP-1001');
    expect(onHide).not.toHaveBeenCalled();
  });

  it('Cancel hides it without acting', async () => {
    const { onConfirm, onHide } = renderDialog('RFP-1001');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onHide).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows nothing without a target', () => {
    renderDialog(null);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

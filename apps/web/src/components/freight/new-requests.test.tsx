import '../../i18n/index.ts';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { LiveRegions } from '../live-regions.tsx';
import { useAnnounceNewRequests } from './new-requests.ts';

type Post = { id: number; jobNumber: string | null; requestsCount: number | null };

function Posts({ loads }: { loads: Post[] | undefined }) {
  useAnnounceNewRequests(loads);
  return null;
}

function renderPosts(loads: Post[] | undefined) {
  const view = render(
    <>
      <Posts loads={loads} />
      <LiveRegions />
    </>,
  );
  return (next: Post[] | undefined) =>
    view.rerender(
      <>
        <Posts loads={next} />
        <LiveRegions />
      </>,
    );
}

const said = () => [...document.querySelectorAll('[aria-live="polite"] p')].map((line) => line.textContent);

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('new requests on the user’s posts', () => {
  it('are told as a post’s count rises, never on the first load, a fall or a post newly shown', () => {
    const show = renderPosts(undefined);
    show([
      { id: 1, jobNumber: 'RFP-1', requestsCount: 2 },
      { id: 2, jobNumber: null, requestsCount: 0 },
    ]);
    expect(said()).toEqual([]);

    show([
      { id: 1, jobNumber: 'RFP-1', requestsCount: 3 },
      { id: 2, jobNumber: null, requestsCount: 2 },
    ]);
    expect(said()).toEqual(['New request on load RFP-1', '2 new requests on load #2']);

    // A withdrawal lowers a count; another page shows posts not seen before.
    show([
      { id: 1, jobNumber: 'RFP-1', requestsCount: 1 },
      { id: 3, jobNumber: 'RFP-3', requestsCount: 5 },
    ]);
    expect(said()).toHaveLength(2);
    // The fall set the baseline: a new request after it is told.
    show([{ id: 1, jobNumber: 'RFP-1', requestsCount: 2 }]);
    expect(said()).toHaveLength(3);
  });

  it('are told in the user’s language', async () => {
    await i18n.changeLanguage('fr');
    const show = renderPosts([{ id: 1, jobNumber: 'RFP-1', requestsCount: 0 }]);
    show([{ id: 1, jobNumber: 'RFP-1', requestsCount: 1 }]);
    expect(said()).toEqual(['Nouvelle demande sur le chargement RFP-1']);
  });
});

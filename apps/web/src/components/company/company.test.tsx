import type { CompanyBadge, CompanyCard } from '@loadboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CompanyBadgesScope } from '../../lib/company-badges.tsx';
import { TEST_BROKER } from '../../test/users.ts';
import { renderWithProviders, serveApi, signedInEachTest } from '../../test/web-test-kit.tsx';
import { CompanyCardFacts } from './company-card.tsx';
import { formatAnswerTime, formatShare } from './company-format.ts';
import { CompanyName } from './company-name.tsx';

/*
 * Company records on screen, against a real HTTP server on loopback (no mocked fetch): a list's
 * badges asked in one call, and a company's card opened from its name.
 */

const BADGES: CompanyBadge[] = [
  {
    userId: 7,
    companyName: 'Prairie Freight',
    memberSince: '2021-03-04T10:00:00.000Z',
    dealsLast90Days: 12,
    answerRate: 0.95,
  },
  {
    userId: 9,
    companyName: 'Harbor Logistics',
    memberSince: '2024-11-30T10:00:00.000Z',
    dealsLast90Days: 1,
    answerRate: null,
  },
];

const CARD: CompanyCard = {
  userId: 7,
  companyName: 'Prairie Freight',
  userType: 'RFP_CARRIER',
  memberSince: '2021-03-04T10:00:00.000Z',
  dotNumber: '1234567',
  postsLast90Days: 31,
  dealsLast90Days: { asPoster: 4, asCarrier: 8, completed: 9, cancelled: 1 },
  answersLast90Days: { counted: 4, answeredWithin24h: 3, rate: 0.75, medianMinutes: 125 },
  contactChangedDaysAgo: 3,
};

let askedBadges: string[];
let askedCards: string[];

serveApi((url, answer) => {
  if (url.pathname === '/api/companies/badges') {
    askedBadges.push(url.searchParams.get('ids') ?? '');
    answer(200, { status: 'success', data: { badges: BADGES } });
  } else if (url.pathname === '/api/companies/7') {
    askedCards.push(url.pathname);
    answer(200, { status: 'success', data: CARD });
  }
});

beforeEach(() => {
  askedBadges = [];
  askedCards = [];
});
signedInEachTest(TEST_BROKER);

const rows = [
  { row: 0, userId: 9, name: 'Harbor Logistics' },
  { row: 1, userId: 7, name: 'Prairie Freight' },
  { row: 2, userId: 7, name: 'Prairie Freight' },
  { row: 3, userId: 11, name: 'Gone Trucking' },
];

describe('company badges on a list', () => {
  it('asks once for the page and shows each member company’s badge beside its name', async () => {
    renderWithProviders(
      <CompanyBadgesScope userIds={rows.map((row) => row.userId)}>
        {rows.map((row) => (
          <p key={row.row} data-row={row.row}>
            <CompanyName userId={row.userId} name={row.name} />
          </p>
        ))}
      </CompanyBadgesScope>,
    );
    await waitFor(() => expect(screen.getAllByTestId('company-badge')).toHaveLength(3));
    expect(askedBadges).toEqual(['7,9,11']);
    const prairie = document.querySelector('[data-row="1"]') as HTMLElement;
    expect(within(prairie).getByTestId('company-badge').textContent).toBe(
      'Since 2021 ·12 deals ·95% answered',
    );
    const harbor = document.querySelector('[data-row="0"]') as HTMLElement;
    expect(within(harbor).getByTestId('company-badge').textContent).toBe(
      'Since 2024 ·1 deal ·No requests yet',
    );
    const gone = document.querySelector('[data-row="3"]') as HTMLElement;
    expect(within(gone).queryByTestId('company-badge')).toBeNull();
    expect(within(gone).getByRole('button', { name: 'Company record of Gone Trucking' })).toBeTruthy();
  });
});

describe('a company’s card', () => {
  it('opens from the company’s name as a labelled dialog, and Escape closes it alone', async () => {
    renderWithProviders(<CompanyName userId={7} name="Prairie Freight" />);
    const name = screen.getByRole('button', { name: 'Company record of Prairie Freight' });
    fireEvent.click(name);
    const dialog = await screen.findByRole('dialog', { name: 'Company record: Prairie Freight' });
    await within(dialog).findByTestId('company-card');
    expect(askedCards).toEqual(['/api/companies/7']);
    expect(within(dialog).getByText('75% (3 of 4)')).toBeTruthy();
    expect(within(dialog).getByText('2 h 5 min')).toBeTruthy();
    expect(name.getAttribute('aria-expanded')).toBe('true');
    let escapedTo = 0;
    const countEscapes = () => {
      escapedTo += 1;
    };
    document.addEventListener('keydown', countEscapes);
    fireEvent.keyDown(name, { key: 'Escape', code: 'Escape', keyCode: 27 });
    document.removeEventListener('keydown', countEscapes);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The dialog around the name (a post's details) does not hear it.
    expect(escapedTo).toBe(0);
  });

  it('shows every figure, and warns of a recent contact change', () => {
    renderWithProviders(<CompanyCardFacts card={CARD} />);
    const facts = Object.fromEntries(
      [...document.querySelectorAll('.company-card-facts > div')].map((fact) => [
        fact.querySelector('dt')?.textContent,
        fact.querySelector('dd')?.textContent,
      ]),
    );
    expect(facts).toEqual({
      'Member since': 'March 4, 2021',
      'User type': 'RFP Carrier',
      'DOT number': '1234567',
      Posts: '31',
      'Deals on its posts': '4',
      'Deals as carrier': '8',
      'Deals completed': '9',
      'Cancelled after assignment': '1',
      'Requests answered within 24 h': '75% (3 of 4)',
      'Median time to answer': '2 h 5 min',
    });
    expect(screen.getByText('Email, phone or company name changed 3 days ago')).toBeTruthy();
  });

  it('says when there is nothing yet and no contact change', () => {
    renderWithProviders(
      <CompanyCardFacts
        card={{
          ...CARD,
          dotNumber: null,
          answersLast90Days: { counted: 0, answeredWithin24h: 0, rate: null, medianMinutes: null },
          contactChangedDaysAgo: null,
        }}
      />,
    );
    expect(screen.getAllByText('None yet')).toHaveLength(2);
    expect(screen.queryByText(/changed/)).toBeNull();
  });
});

describe('company figures in words', () => {
  it('writes answer times in their two largest units and shares as whole percents', () => {
    expect(formatAnswerTime(45)).toBe('45 min');
    expect(formatAnswerTime(59.5)).toBe('1 h 0 min');
    expect(formatAnswerTime(125)).toBe('2 h 5 min');
    expect(formatAnswerTime(3 * 1440 + 250)).toBe('3 d 4 h');
    expect(formatAnswerTime(null)).toBe('—');
    expect(formatShare(0.954)).toBe('95%');
    expect(formatShare(null)).toBe('—');
  });
});

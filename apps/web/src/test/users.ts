/** A broker as the session stores them. */
export const TEST_BROKER = {
  id: 2,
  username: 'bluebrokerage',
  email: 'broker@example.com',
  firstName: 'Dana',
  lastName: 'Whitfield',
  companyName: 'Blue Ridge Brokerage',
  userType: 'BROKER',
  loadBoardUrls: [],
  photo: null,
};

/** The same broker as the API's profile describes them. */
export const API_BROKER = { ...TEST_BROKER, role: 'BROKER', status: 'active' };

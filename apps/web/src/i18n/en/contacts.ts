export const contacts = {
  relations: {
    requestedYourLoad: 'Requested your load',
    youRequestedTheirLoad: 'You requested their load',
  },
  unavailable: 'Your contacts could not be loaded.',
};

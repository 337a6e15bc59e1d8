import type { Translation } from '../en/index.ts';

export const contacts: Translation['contacts'] = {
  relations: {
    requestedYourLoad: 'A demandé votre chargement',
    youRequestedTheirLoad: 'Vous avez demandé son chargement',
  },
  unavailable: "Vos contacts n'ont pas pu être chargés.",
};

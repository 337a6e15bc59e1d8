import type { Translation } from '../en/index.ts';

export const contacts: Translation['contacts'] = {
  relations: {
    requestedYourLoad: 'Solicitó tu carga',
    youRequestedTheirLoad: 'Solicitaste su carga',
  },
  unavailable: 'No se pudieron cargar tus contactos.',
};

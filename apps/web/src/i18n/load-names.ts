import type { CommonWords, LoadType } from '@loadboard/contracts';

/**
 * A language's names of posts from its words: the types' short names and long ones, the Post As
 * choices (each short name, then what it offers: 'RFP – Ready for Pickup', so the options always read
 * as the type names they stand for) and the truck types.
 */
export function loadNames(words: CommonWords, types: Record<LoadType, string>, truckOffer: string) {
  const offers = { ...words.typeNames, TRUCK: truckOffer };
  return {
    types,
    typeNames: words.typeNames,
    postAsOptions: {
      RFP: `${types.RFP} – ${offers.RFP}`,
      RFD: `${types.RFD} – ${offers.RFD}`,
      TRUCK: `${types.TRUCK} – ${offers.TRUCK}`,
    },
    truckTypes: words.truckTypes,
  };
}

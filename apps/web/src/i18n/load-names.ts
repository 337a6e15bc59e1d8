import type { LoadType } from '@loadboard/contracts';

/**
 * The Post As choices of a language: each type's short name, then what it offers ('RFP – Ready for
 * Pickup'), so the options always read as the type names they stand for.
 */
export function postAsOptions(
  types: Record<LoadType, string>,
  offers: Record<LoadType, string>,
): Record<LoadType, string> {
  return {
    RFP: `${types.RFP} – ${offers.RFP}`,
    RFD: `${types.RFD} – ${offers.RFD}`,
    TRUCK: `${types.TRUCK} – ${offers.TRUCK}`,
  };
}
